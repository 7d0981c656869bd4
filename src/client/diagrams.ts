// Mermaid diagrams, loaded only by pages that have one (the render step adds this script). The
// figure shows its source until mermaid (copied next to the assets, loaded from the URL on this
// script's tag) draws the SVG; the SVG is redrawn when the colour mode changes.
interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{svg: string}>;
}

const script = document.querySelector<HTMLScriptElement>('script[data-mermaid]');
let mermaid: Promise<Mermaid> | undefined;
let drawn = '';
let count = 0;

async function draw(): Promise<void> {
  const figures = [...document.querySelectorAll<HTMLElement>('[data-diagram="mermaid"]')];
  const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default';
  if (!figures.length || !script || theme === drawn) return;
  drawn = theme;
  mermaid ??= import(/* @vite-ignore */ script.dataset.mermaid!).then((module: {default: Mermaid}) => module.default);
  const api = await mermaid;
  api.initialize({startOnLoad: false, theme, securityLevel: 'strict'});
  for (const figure of figures) {
    const source = figure.querySelector('.diagram__source');
    const target = figure.querySelector<HTMLElement>('.diagram__svg');
    if (!source || !target) continue;
    const id = `mermaid-${++count}`;
    try {
      const {svg} = await api.render(id, source.textContent ?? '');
      target.innerHTML = svg;
      target.hidden = false;
      source.setAttribute('hidden', '');
      figure.removeAttribute('data-error');
    } catch (error) {
      // The source stays readable; mermaid leaves its error drawing in the body.
      document.getElementById(`d${id}`)?.remove();
      figure.dataset.error = String((error as Error).message ?? error);
    }
  }
}

void draw();
new MutationObserver(() => void draw()).observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
