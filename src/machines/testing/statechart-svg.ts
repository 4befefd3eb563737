import type { LaidOutEdge, LaidOutState, StatechartLayout } from './statechart-layout';

/**
 * A laid-out statechart (statechart-layout.ts) as a standalone SVG document: boxes for states
 * (a parallel state's regions dashed, final states double-bordered, history states round), a dot
 * and arrow for each initial child, edges with arrowheads and their labels. Its styles are inside
 * it, so the file opens alone (HTML report, exports). `classOf` adds classes per state or
 * transition (coverage colours, the live configuration).
 */

export interface SvgOptions {
  /** Extra classes for a state (by state id) or an edge (by transition id). */
  stateClass?: (id: string) => string;
  edgeClass?: (transitionId: string) => string;
  /** The SVG's accessible name. */
  title: string;
  /** Extra CSS appended to the built-in styles (colours for the classes above). */
  css?: string;
  /**
   * false: no `<style>` inside (a page that draws the SVG inline styles it from its own
   * stylesheet with BASE_CSS's rules, since its Content-Security-Policy allows no inline style).
   */
  styles?: boolean;
}

export const BASE_CSS = `
.sc-state{fill:#fff;stroke:#475569;stroke-width:1.2}
.sc-state.sc-compound{fill:#f8fafc}
.sc-state.sc-region{stroke-dasharray:5 4;fill:#fff}
.sc-state.sc-final{stroke-width:3;stroke-dasharray:none}
.sc-initial{fill:#0f172a}
.sc-label{font:13px system-ui,sans-serif;fill:#0f172a}
.sc-edge{fill:none;stroke:#64748b;stroke-width:1.2}
.sc-edge-label{font:11px system-ui,sans-serif;fill:#334155}
.sc-edge-label-bg{fill:#fff;opacity:.85}
`;

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] as string);

const round = (value: number) => Math.round(value * 10) / 10;

function stateClasses(node: LaidOutState, extra: string): string {
  const state = node.state;
  const classes = ['sc-state'];
  if (state && state.children.length) classes.push('sc-compound');
  if (state?.type === 'final') classes.push('sc-final');
  if (extra) classes.push(extra);
  return classes.join(' ');
}

function stateSvg(node: LaidOutState, parentIsParallel: boolean, options: SvgOptions): string {
  if (!node.state) {
    const radius = node.width / 2;
    return `<circle class="sc-initial" cx="${round(node.x + radius)}" cy="${round(node.y + radius)}" r="${round(radius)}"/>`;
  }
  const extra = `${parentIsParallel ? 'sc-region ' : ''}${options.stateClass?.(node.id) ?? ''}`.trim();
  const radius = node.state.type === 'history' ? node.height / 2 : 8;
  const description = node.state.description ? `<title>${escapeXml(`${node.label}: ${node.state.description}`)}</title>` : `<title>${escapeXml(node.label)}</title>`;
  const requirements = node.state.requirements.length ? ` data-requirements="${escapeXml(node.state.requirements.join(' '))}"` : '';
  const compound = node.state.children.length > 0;
  const labelX = compound ? node.x + 10 : node.x + node.width / 2;
  const labelY = compound ? node.y + 18 : node.y + node.height / 2 + 4;
  const anchor = compound ? 'start' : 'middle';
  const tags = node.state.requirements.length ? ` · ${node.state.requirements.join(', ')}` : '';
  return (
    `<g data-state="${escapeXml(node.id)}"${requirements}>${description}` +
    `<rect class="${escapeXml(stateClasses(node, extra))}" x="${round(node.x)}" y="${round(node.y)}" width="${round(node.width)}" height="${round(node.height)}" rx="${round(radius)}"/>` +
    (node.state.type === 'final' ? `<rect class="sc-state sc-final-inner" fill="none" x="${round(node.x + 3)}" y="${round(node.y + 3)}" width="${round(node.width - 6)}" height="${round(node.height - 6)}" rx="${round(radius)}"/>` : '') +
    `<text class="sc-label" x="${round(labelX)}" y="${round(labelY)}" text-anchor="${anchor}">${escapeXml(node.label + tags)}</text></g>`
  );
}

function edgeSvg(edge: LaidOutEdge, options: SvgOptions): string {
  if (edge.points.length < 2) return '';
  const path = edge.points.map((point, index) => `${index ? 'L' : 'M'}${round(point.x)} ${round(point.y)}`).join(' ');
  const transition = edge.transition;
  const extra = transition ? (options.edgeClass?.(transition.id) ?? '') : '';
  const attributes = transition
    ? ` data-transition="${escapeXml(transition.id)}"${transition.requirements.length ? ` data-requirements="${escapeXml(transition.requirements.join(' '))}"` : ''}`
    : '';
  const label = edge.label
    ? `<rect class="sc-edge-label-bg" x="${round(edge.label.x)}" y="${round(edge.label.y)}" width="${round(edge.label.width)}" height="${round(edge.label.height)}"/>` +
      `<text class="sc-edge-label" x="${round(edge.label.x + 4)}" y="${round(edge.label.y + 12)}">${escapeXml(edge.label.text + (transition?.requirements.length ? ` · ${transition.requirements.join(', ')}` : ''))}</text>`
    : '';
  return `<g${attributes}><path class="sc-edge${extra ? ` ${escapeXml(extra)}` : ''}" d="${path}" marker-end="url(#sc-arrow)"/>${label}</g>`;
}

export function renderStatechartSvg(layout: StatechartLayout, options: SvgOptions): string {
  const parallel = new Set(layout.states.filter((node) => node.state?.type === 'parallel').flatMap((node) => node.state?.children.map((child) => child.id) ?? []));
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="statechart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(options.title)}">` +
    (options.styles === false ? '' : `<style>${BASE_CSS}${options.css ?? ''}</style>`) +
    `<defs><marker id="sc-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#64748b"/></marker></defs>` +
    layout.states.map((node) => stateSvg(node, parallel.has(node.id), options)).join('') +
    layout.edges.map((edge) => edgeSvg(edge, options)).join('') +
    `</svg>`
  );
}
