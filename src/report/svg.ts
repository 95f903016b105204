// Charts to SVG: every Vega-Lite spec of the reports gets CHART_CONFIG (text sizes readable at 100%
// zoom) and is rendered with vega in Node (renderer 'none', no canvas, no browser); the SVG then
// carries its provenance in a <desc>, so that the file alone says where it came from.
import type { Config, TopLevelSpec } from 'vega-lite';
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
  // Loaded by the first chart drawn, not by every module that names a report's files (out-dir.ts).
  const [{ parse, View }, { compile }] = await Promise.all([import('vega'), import('vega-lite')]);
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

/** `text` in lines of at most `chars` characters, broken at spaces (a longer word keeps its own line). */
export function wrapText(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= chars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Characters per line of a subtitle (13 px) that fit a wide chart: vega measures text without a
 * canvas at 0.8 x font size per character, so 80 characters take about 830 pixels.
 */
export const SUBTITLE_CHARS = 80;

/** A subtitle in lines that fit a wide chart (a short one stays a string, so its spec is unchanged). */
export function subtitle(text: string): string | string[] {
  const lines = wrapText(text, SUBTITLE_CHARS);
  return lines.length === 1 ? text : lines;
}

/** The width in pixels a narrow rendering aims at: a 500-pixel window less the page's padding and scrollbar. */
export const NARROW_WIDTH = 440;

type Title = string | string[] | { text: string | string[]; subtitle?: string | string[]; anchor?: 'start'; frame?: 'bounds' };

function wrapTitle(title: Title): Title {
  const wrap = (t: string | string[], chars: number) => (Array.isArray(t) ? t : [t]).flatMap((line) => wrapText(line, chars));
  // From the chart's left edge, not centred over the plot: a centred title sticks out past a narrow plot.
  const place = { anchor: 'start', frame: 'bounds' } as const;
  if (typeof title === 'string' || Array.isArray(title)) return { text: wrap(title, 34), ...place };
  return { ...title, text: wrap(title.text, 34), ...(title.subtitle === undefined ? {} : { subtitle: wrap(title.subtitle, 40) }), ...place };
}

/**
 * The same chart for a narrow window (NARROW_WIDTH in all): the plot `plotWidth` pixels wide, titles
 * wrapped into lines that fit, axis labels cut at `labelLimit` pixels (vega ends them with "…"),
 * legends below the plot and facets in one column. Text keeps its size: the page shows this
 * rendering unscaled instead of shrinking the wide one.
 */
export function narrowSpec(spec: TopLevelSpec, plotWidth: number, labelLimit = 120): TopLevelSpec {
  const s = structuredClone(spec) as TopLevelSpec & { width?: unknown; title?: Title; columns?: number; config?: Config };
  if (typeof s.width === 'number') s.width = plotWidth;
  if (s.title !== undefined) s.title = wrapTitle(s.title);
  if (typeof s.columns === 'number') s.columns = 1;
  const config = s.config ?? CHART_CONFIG;
  // The x axis's title ends where the plot ends, running left under the y labels rather than past the plot.
  s.config = { ...config, axis: { ...config.axis, labelLimit }, axisX: { ...config.axisX, titleAnchor: 'end' }, legend: { ...config.legend, orient: 'bottom' } };
  return s;
}
