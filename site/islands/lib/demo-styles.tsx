// The demos' stylesheet, rendered inside each island so it arrives with the server-rendered figure
// (no extra request, nothing on pages without demos). Colours come from the theme's custom
// properties, with fallbacks, so the demos follow light and dark mode. Without JavaScript (no `js`
// class on <html>, set by the theme's pre-paint script) the controls are hidden: the still figure remains.
const CSS = `
.demo{margin:1.5rem 0;padding:1rem;border:1px solid var(--border,#d0d7de);border-radius:var(--radius,8px);background:var(--surface,#f6f7f9);color:var(--fg,#1c1e21)}
.demo figure{margin:0}
.demo figcaption{margin-top:.5rem;font-size:.9rem;color:var(--fg,#1c1e21)}
.demo code{font-family:var(--mono,ui-monospace,monospace);font-size:.85em}
.demo__chart{display:block;width:100%;height:auto;background:var(--bg,#fff);border-radius:6px}
.demo__plot{fill:none;stroke:var(--border,#d0d7de)}
.demo__axis{stroke:var(--muted,#5c6370);stroke-width:1}
.demo__guide{stroke:var(--muted,#5c6370);stroke-width:1;stroke-dasharray:4 4}
.demo__curve{fill:none;stroke:var(--accent,#0b84f3);stroke-width:2.5;stroke-linejoin:round}
.demo__marker{fill:var(--fg,#1c1e21);stroke:var(--bg,#fff);stroke-width:2}
.demo__ticks text{fill:var(--muted,#5c6370);font:11px var(--font,system-ui,sans-serif)}
.demo__stage{aspect-ratio:16/9;width:100%;overflow:hidden;border-radius:6px;background:#0d1321}
.demo__track{position:relative;height:2.5rem;margin-top:.75rem;border-radius:6px;background:var(--bg,#fff);border:1px solid var(--border,#d0d7de);overflow:hidden}
.demo__box{position:absolute;top:.3rem;width:1.8rem;height:1.8rem;border-radius:6px;background:var(--accent,#0b84f3)}
.demo__controls{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.75rem 1rem;margin:1rem 0 0;padding:0;border:0;min-width:0}
.demo__controls legend{font-weight:700;padding:0;margin-bottom:.5rem}
.demo__controls:disabled{opacity:.75}
.demo__field{display:flex;flex-direction:column;gap:.25rem;min-width:0}
.demo__field label,.demo__label{font-size:.85rem;font-weight:600}
.demo__field--check{flex-direction:row;align-items:center;gap:.5rem}
.demo__field--wide{grid-column:1/-1}
.demo__value{font-variant-numeric:tabular-nums;font-weight:400}
.demo input,.demo select,.demo button{font:inherit;color:inherit}
.demo input[type=text],.demo input[type=number],.demo select{padding:.3rem .5rem;border:1px solid var(--muted,#5c6370);border-radius:6px;background:var(--bg,#fff);min-width:0}
.demo input[type=range]{width:100%;accent-color:var(--accent,#0b84f3)}
.demo input[aria-invalid=true]{border-color:var(--c-danger,#c4161c);border-width:2px}
.demo .demo__button{justify-self:start;align-self:end;padding:.35rem .9rem;border-radius:6px;border:1px solid var(--accent,#0b84f3);background:var(--accent,#0b84f3);color:var(--accent-contrast,#fff);font-weight:600;cursor:pointer}
.demo button:disabled{cursor:default}
.demo :focus-visible{outline:3px solid var(--focus,#0b84f3);outline-offset:2px}
.demo__readout{margin:.75rem 0 0;font-variant-numeric:tabular-nums}
.demo__code{margin:.75rem 0 0;padding:.6rem .8rem;border-radius:6px;background:var(--code-bg,#24292e);color:#f6f8fa;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.85rem;line-height:1.5}
.demo__code code{background:none;color:inherit;border:0;padding:0}
.demo__error{margin:0;color:var(--c-danger,#c4161c);font-weight:600}
.demo__error:empty{display:none}
.demo__note{margin:.5rem 0 0;font-size:.9rem}
.demo__modifiers{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin:0 0 1rem;padding:0;border:0;min-width:0}
.demo__modifiers legend{font-weight:700;padding:0;margin-bottom:.5rem}
.demo__radio{display:flex;gap:.4rem;align-items:baseline;font-size:.9rem}
.demo__gallery{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:1rem}
.demo__gallery>li{margin:0}
.demo__card{margin:0;padding:.75rem;height:100%;display:flex;flex-direction:column;gap:.5rem;border:1px solid var(--border,#d0d7de);border-radius:8px;background:var(--bg,#fff)}
.demo__card-figure{margin:0;display:flex;flex-direction:column;gap:.5rem}
.demo__card figcaption{margin:0;display:flex;flex-direction:column;gap:.2rem}
.demo__card-title{font-weight:600;overflow-wrap:anywhere}
.demo__param{flex-direction:row;align-items:center;justify-content:space-between}
.demo__param input{width:6.5rem}
.demo__card-play{display:flex;align-items:center;gap:.75rem;margin-top:auto}
html:not(.js) .demo__controls,html:not(.js) .demo__modifiers,html:not(.js) .demo__param,html:not(.js) .demo__card-play{display:none}
@media (prefers-reduced-motion:reduce){.demo *{transition:none!important;animation:none!important}}
`;

/** Render once at the top of each demo. `dangerouslySetInnerHTML` keeps CSS characters unescaped. */
export function DemoStyles() {
  return <style dangerouslySetInnerHTML={{__html: CSS.trim()}} />;
}
