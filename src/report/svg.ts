// Charts to SVG: every Vega-Lite spec of the reports gets CHART_CONFIG (text sizes readable at 100%
// zoom) and is rendered with vega in Node (renderer 'none', no canvas, no browser); the SVG then
// carries its provenance in a <desc>, so that the file alone says where it came from.
import { parse, View } from 'vega';
import { compile, type Config, type TopLevelSpec } from 'vega-lite';
import { escapeHtml } from './html.ts';

/** Text sizes for every chart: vega's defaults (10-11 px) are hard to read at 100% zoom. */
export const CHART_CONFIG: Config = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  title: { fontSize: 16, subtitleFontSize: 13, subtitleColor: '#444' },
  axis: { labelFontSize: 12, titleFontSize: 13 },
  legend: { labelFontSize: 12, titleFontSize: 12 },
  header: { labelFontSize: 14, titleFontSize: 14 },
};

/** Render a Vega-Lite spec to SVG text with vega's headless renderer; the same spec gives the same bytes. */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    return stableIds(await view.toSVG());
  } finally {
    view.finalize();
  }
}

/** The SVG with a <desc> naming its provenance right after the opening tag. */
export function withDescription(svg: string, description: string): string {
  return svg.replace(/^(<svg[^>]*>)/, `$1<desc>${escapeHtml(description)}</desc>`);
}

/**
 * Vega numbers gradient and clip-path ids from a counter shared by every render in the process;
 * renumber them in order of appearance so that output does not depend on what was drawn before.
 */
export function stableIds(svg: string): string {
  const ids = new Map<string, string>();
  const used = new Map<string, number>();
  return svg.replace(/\b(gradient_|clip)(\d+)\b/g, (id: string, prefix: string) => {
    let renamed = ids.get(id);
    if (renamed === undefined) {
      const n = used.get(prefix) ?? 0;
      used.set(prefix, n + 1);
      ids.set(id, (renamed = `${prefix}${n}`));
    }
    return renamed;
  });
}
