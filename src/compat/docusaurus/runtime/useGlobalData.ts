// `@docusaurus/useGlobalData`: the data plugins share with every page (`setGlobalData` in their
// `contentLoaded`), by plugin name and instance id. sitegen's own features keep none there.
import {siteData} from './data.ts';

const globalData: Record<string, Record<string, unknown>> = siteData.globalData ?? {};

export default function useGlobalData() {
  return globalData;
}

export function useAllPluginInstancesData(plugin: string): Record<string, unknown> {
  return (globalData[plugin] ?? {}) as Record<string, unknown>;
}

export function usePluginData(plugin: string, id = 'default'): unknown {
  return globalData[plugin]?.[id];
}
