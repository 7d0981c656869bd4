// `@docusaurus/useGlobalData`: the data Docusaurus plugins share with the browser. sitegen's
// features are not plugins, so there is none; code that reads a plugin's data gets undefined.
const globalData: Record<string, Record<string, unknown>> = {};

export default function useGlobalData() {
  return globalData;
}

export function useAllPluginInstancesData(plugin: string): Record<string, unknown> {
  return (globalData[plugin] ?? {}) as Record<string, unknown>;
}

export function usePluginData(plugin: string, id = 'default'): unknown {
  return globalData[plugin]?.[id];
}
