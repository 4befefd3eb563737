import type { KeyboardEvent, MouseEvent, PointerEvent, WheelEvent } from 'react';
import { Link, createLazyRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { getRuntimeConfig } from '../../platform/runtime-config';
import { NotFoundPage } from '../not-found/not-found-page';
import { PageTitle } from '../shared/page-title';
import type { StudioEntry, StudioSummary } from '../../machines/studio/studio-graphs';
import { createStudioViewMachine, isViewKey } from '../../machines/studio/studio-view.machine';
import { diagramStatusOf, isDragging, liveHighlightOf, liveStatusOf, viewOf } from '../../machines/studio/studio.selectors';
import { REQUIREMENTS, requirementById } from '../../machines/testing/requirements';
import { statePaths, statesOf } from '../../machines/testing/statechart-graph';
import type { GraphState, StatechartGraph } from '../../machines/testing/statechart-graph';
import { renderStatechartSvg } from '../../machines/testing/statechart-svg';
import { toScxml } from '../../machines/testing/scxml';
import { diagramLogic, downloadPng, downloadText } from './studio-effects';
import { STUDIO_SUMMARIES } from './studio-data';
import { SendButton } from '../shared/send-button';
import '../../styles/pages.css';
import './studio.css';

/*
 * The statechart studio's pages (issue 27). Every machine is read from its real definition
 * (src/machines/studio/studio-machines.ts, the kit's statechart-graph.ts); the diagram is laid
 * out by elkjs and drawn by statechart-svg.ts; the view (pan, zoom, the state chosen) and the
 * diagram (layout, live mode) are machines (src/machines/studio): these views only render them.
 */

const studioOn = () => getRuntimeConfig().studio;

/** One diagram machine per machine and language: a hook given a new definition would start a new actor. */
const diagramLogics = new Map<string, ReturnType<typeof diagramLogic>>();
function diagramLogicOf(key: string, build: () => ReturnType<typeof diagramLogic>) {
  let logic = diagramLogics.get(key);
  if (!logic) {
    logic = build();
    diagramLogics.set(key, logic);
  }
  return logic;
}
const viewMachine = createStudioViewMachine();

/** Each graph's state paths (statePaths), computed once per graph. */
const pathsByGraph = new WeakMap<StatechartGraph, Map<string, string>>();
/** Where a state's texts are: `states.<graph id>.<its path below the root>` (a state with an id of its own included). */
function stateTextKey(graph: StatechartGraph, state: GraphState): string {
  let paths = pathsByGraph.get(graph);
  if (!paths) {
    paths = statePaths(graph);
    pathsByGraph.set(graph, paths);
  }
  return `states.${graph.id}.${paths.get(state.id) ?? state.key}`;
}

/** A state's name in the reader's language: its translation, else its key as written. */
function stateName(t: TFunction<'studio'>, graph: StatechartGraph, state: GraphState): string {
  return t(`${stateTextKey(graph, state)}.name`, { defaultValue: state.key });
}
function stateDescription(t: TFunction<'studio'>, graph: StatechartGraph, state: GraphState): string | null {
  const translated = t(`${stateTextKey(graph, state)}.description`, { defaultValue: '' });
  return translated || state.description;
}

function machineName(t: TFunction<'studio'>, machine: Pick<StudioEntry, 'slug'>): string {
  return t(`machines.${machine.slug}.name`, { defaultValue: machine.slug });
}

// ---------------------------------------------------------------------------------------------
// /machines
// ---------------------------------------------------------------------------------------------

/** A machine's figures from the last `npm run test:paths` (covered/total), or that it has none. */
function coverageText(t: TFunction<'studio'>, machine: StudioSummary): string {
  const columns = machine.columns;
  if (!columns) return t('index.notMeasured');
  const pair = ([covered, total]: [number, number]) => `${covered}/${total}`;
  return t('index.coverageFigures', { states: pair(columns.states), transitions: pair(columns.transitions), guards: pair(columns.guardOutcomes), requirements: pair(columns.requirements) });
}

export function StudioIndexPage() {
  const { t } = useTranslation('studio');
  if (!studioOn()) return <NotFoundPage />;
  const rows = STUDIO_SUMMARIES;
  return (
    <section className="page studio" aria-labelledby="studio-title">
      <PageTitle page={t('index.title')} />
      <h1 id="studio-title">{t('index.title')}</h1>
      <p className="lead">{t('index.intro')}</p>
      <div className="studio__table-wrap" role="region" aria-labelledby="studio-title" tabIndex={0}>
        <table className="studio__table">
          <thead>
            <tr>
              <th scope="col">{t('index.machine')}</th>
              <th scope="col">{t('index.purpose')}</th>
              <th scope="col">{t('index.states')}</th>
              <th scope="col">{t('index.events')}</th>
              <th scope="col">{t('index.guards')}</th>
              <th scope="col">{t('index.delayed')}</th>
              <th scope="col">{t('index.coverage')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((machine) => {
              const counts = machine.counts;
              return (
                <tr key={machine.slug}>
                  <th scope="row">
                    <Link to="/machines/$machine" params={{ machine: machine.slug }}>
                      {machineName(t, machine)}
                    </Link>
                  </th>
                  <td>{t(`machines.${machine.slug}.purpose`, { defaultValue: '' })}</td>
                  <td>{counts.states}</td>
                  <td>{counts.events}</td>
                  <td>{counts.guards}</td>
                  <td>{counts.delayed}</td>
                  <td>{coverageText(t, machine)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h2>{t('index.requirements')}</h2>
      <ul className="studio__requirements">
        {REQUIREMENTS.map((requirement) => (
          <li key={requirement.id}>
            <Link to="/machines/requirements/$id" params={{ id: requirement.id }}>
              {requirement.id}
            </Link>{' '}
            {requirement.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// /machines/<machine>
// ---------------------------------------------------------------------------------------------

function pointOf(event: PointerEvent<HTMLElement> | WheelEvent<HTMLElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}
const centreOf = (element: HTMLElement) => ({ x: element.clientWidth / 2, y: element.clientHeight / 2 });

function MachineDiagram({ machine, graph, language }: { machine: StudioEntry; graph: StatechartGraph; language: string }) {
  const { t } = useTranslation('studio');
  const name = machineName(t, machine);
  const diagram = useActorRef(diagramLogicOf(`${machine.slug}:${language}`, () => diagramLogic(graph, (state) => stateName(t, graph, state))), { input: { machine: graph.id, language } });
  const view = useActorRef(viewMachine);
  const status = useSelector(diagram, diagramStatusOf);
  const layout = useSelector(diagram, (snapshot) => snapshot.context.layout);
  const live = useSelector(diagram, liveStatusOf);
  const highlight = useSelector(diagram, (snapshot) => liveHighlightOf(snapshot, graph), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const { x, y, scale } = useSelector(view, viewOf, (a, b) => a.x === b.x && a.y === b.y && a.scale === b.scale);
  const dragging = useSelector(view, isDragging);
  const selectedId = useSelector(view, (snapshot) => snapshot.context.selected);
  const states = statesOf(graph).slice(1);
  const selected = states.find((state) => state.id === selectedId) ?? null;
  const active = new Set(highlight.active);
  const enabled = new Set(highlight.enabled);
  const title = t('machine.diagramLabel', { name });
  const svg = layout
    ? renderStatechartSvg(layout, {
        title,
        styles: false,
        stateClass: (id) => [active.has(id) ? 'sc-active' : '', id === selectedId ? 'sc-selected' : ''].filter(Boolean).join(' '),
        edgeClass: (id) => (enabled.has(id) ? 'sc-enabled' : ''),
      })
    : '';
  const exportSvg = () => (layout ? renderStatechartSvg(layout, { title }) : '');
  const activeNames = states.filter((state) => active.has(state.id) && state.children.length === 0).map((state) => stateName(t, graph, state));

  const send = view.send;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Keep the pointer while it drags outside the diagram (a pointer the browser does not know cannot be captured).
    if (event.currentTarget.hasPointerCapture?.(event.pointerId) === false) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Nothing to keep: the drag still follows the pointer inside the diagram.
      }
    }
    send({ type: 'pointer.down', id: event.pointerId, ...pointOf(event) });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => send({ type: 'pointer.move', id: event.pointerId, ...pointOf(event) });
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => send({ type: 'pointer.up', id: event.pointerId });
  const onWheel = (event: WheelEvent<HTMLDivElement>) => send({ type: 'wheel', deltaY: event.deltaY, ...pointOf(event) });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isViewKey(event.key)) return;
    event.preventDefault();
    send({ type: 'key', key: event.key, centre: centreOf(event.currentTarget) });
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as Element).closest('[data-state]');
    if (target) send({ type: 'state.select', id: target.getAttribute('data-state') });
  };
  const viewport = () => document.getElementById('studio-viewport');

  return (
    <>
      <div className="studio__toolbar" role="toolbar" aria-label={t('machine.viewTools')}>
        <button type="button" className="button" onClick={() => send({ type: 'zoom.in', centre: centreOf(viewport() ?? document.body) })}>
          {t('machine.zoomIn')}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'zoom.out', centre: centreOf(viewport() ?? document.body) })}>
          {t('machine.zoomOut')}
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'view.reset' })}>
          {t('machine.reset')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!layout}
          onClick={() => {
            const element = viewport();
            if (element && layout) send({ type: 'view.fit', width: element.clientWidth, height: element.clientHeight, contentWidth: layout.width, contentHeight: layout.height });
          }}
        >
          {t('machine.fit')}
        </button>
        <span className="studio__zoom" aria-live="polite" data-testid="studio-zoom">
          {t('machine.zoomLevel', { percent: Math.round(scale * 100) })}
        </span>
      </div>
      <p id="studio-keys" className="studio__hint">
        {t('machine.keys')}
      </p>
      <div
        id="studio-viewport"
        className={`studio__viewport${dragging ? ' studio__viewport--dragging' : ''}`}
        tabIndex={0}
        role="group"
        aria-label={title}
        aria-describedby="studio-keys"
        data-status={status}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {status === 'layingOut' && <p className="studio__status">{t('machine.layingOut')}</p>}
        {status === 'failed' && (
          <p className="studio__status">
            {t('machine.layoutFailed')}{' '}
            <SendButton to={diagram} event={{ type: 'layout.retry' }} className="button">{t('machine.retry')}</SendButton>
          </p>
        )}
        <div className="studio__canvas" data-testid="studio-canvas" style={x || y || scale !== 1 ? { transform: `translate(${x}px, ${y}px) scale(${scale})` } : undefined} dangerouslySetInnerHTML={{ __html: svg }} />
      </div>

      <section className="studio__panel" aria-labelledby="studio-live-title">
        <h2 id="studio-live-title">{t('live.title')}</h2>
        <p>{t('live.intro')}</p>
        <p className="studio__actions">
          {live === 'off' ? (
            <SendButton to={diagram} event={{ type: 'live.start' }} className="button button--primary">{t('live.start')}</SendButton>
          ) : (
            <SendButton to={diagram} event={{ type: 'live.stop' }} className="button">{t('live.stop')}</SendButton>
          )}
          {machine.flow && (
            <a className="button" href={machine.flow} target="_blank" rel="noopener">
              {t('live.openFlow')}
            </a>
          )}
        </p>
        <p role="status" data-testid="studio-live-status">
          {live === 'off' ? t('live.off') : live === 'listening' ? t('live.listening') : t('live.following', { states: activeNames.join(', ') })}
        </p>
      </section>

      <section className="studio__panel" aria-labelledby="studio-export-title">
        <h2 id="studio-export-title">{t('export.title')}</h2>
        <p className="studio__actions">
          <button type="button" className="button" onClick={() => downloadText(`${graph.id}.json`, 'application/json', `${JSON.stringify(graph, null, 2)}\n`)}>
            {t('export.json')}
          </button>
          <button type="button" className="button" onClick={() => downloadText(`${graph.id}.scxml`, 'application/scxml+xml', toScxml(graph))}>
            {t('export.scxml')}
          </button>
          <button type="button" className="button" disabled={!layout} onClick={() => downloadText(`${graph.id}.svg`, 'image/svg+xml', exportSvg())}>
            {t('export.svg')}
          </button>
          <button type="button" className="button" disabled={!layout} onClick={() => layout && void downloadPng(`${graph.id}.png`, exportSvg(), layout.width, layout.height)}>
            {t('export.png')}
          </button>
        </p>
      </section>

      <section className="studio__panel" aria-labelledby="studio-states-title">
        <h2 id="studio-states-title">{t('machine.states')}</h2>
        {selected && (
          <div className="studio__selected" aria-live="polite">
            <h3>{stateName(t, graph, selected)}</h3>
            <p>{stateDescription(t, graph, selected) ?? t('machine.noDescription')}</p>
          </div>
        )}
        <ul className="studio__states">
          {states.map((state) => (
            <li key={state.id} className={`studio__depth-${Math.min(state.id.split('.').length - 2, 4)}`}>
              <button type="button" className="studio__state-button" aria-pressed={state.id === selectedId} onClick={() => send({ type: 'state.select', id: state.id })}>
                {stateName(t, graph, state)}
              </button>{' '}
              <span className="studio__kind">{t(`kinds.${state.type}`)}</span>
              {stateDescription(t, graph, state) && <span className="studio__description"> {stateDescription(t, graph, state)}</span>}
              {state.requirements.map((id) => (
                <Link key={id} className="studio__tag" to="/machines/requirements/$id" params={{ id }}>
                  {id}
                </Link>
              ))}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function StudioEntryPage() {
  const { machine: slug } = MachineRoute.useParams();
  const { t, i18n } = useTranslation('studio');
  // Its graph, loaded by the route (studio-routes.ts); none for a slug the studio does not have.
  const machine: StudioEntry | undefined = MachineRoute.useLoaderData();
  if (!studioOn() || !machine) return <NotFoundPage />;
  const graph = machine.graph;
  const name = machineName(t, machine);
  return (
    <section className="page studio" aria-labelledby="studio-machine-title">
      <PageTitle page={name} />
      <p>
        <Link to="/machines">{t('machine.back')}</Link>
      </p>
      <h1 id="studio-machine-title">{name}</h1>
      <p className="lead">{t(`machines.${machine.slug}.purpose`, { defaultValue: '' })}</p>
      {/* A new language lays the diagram out again with the names in it. */}
      <MachineDiagram key={`${slug}:${i18n.language}`} machine={machine} graph={graph} language={i18n.language} />
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// /machines/requirements/<id>
// ---------------------------------------------------------------------------------------------

export function StudioRequirementPage() {
  const { id } = RequirementRoute.useParams();
  const { t, i18n } = useTranslation('studio');
  // Every machine's graph, loaded by the route (studio-routes.ts).
  const entries: StudioEntry[] = RequirementRoute.useLoaderData();
  const requirement = requirementById(id);
  if (!studioOn() || !requirement) return <NotFoundPage />;
  const carriers = entries.flatMap((machine) => {
    const graph = machine.graph;
    const states = statesOf(graph).filter((state) => state.requirements.includes(id));
    const transitions = graph.transitions.filter((transition) => transition.requirements.includes(id));
    return states.length || transitions.length ? [{ machine, graph, states, transitions }] : [];
  });
  // The generated paths of the last `npm run test:paths` that covered it.
  const paths = entries.flatMap((machine) => (machine.coverage?.paths ?? []).filter((path) => path.requirements.includes(id)).map((path) => ({ machine, path })));
  // The studio keeps the shortest few of each machine (and every failed one); the run's report has them all.
  const notShown = entries.reduce((sum, machine) => sum + (machine.coverage?.pathsPerRequirement[id] ?? 0), 0) - paths.length;
  return (
    <section className="page page--narrow studio" aria-labelledby="studio-requirement-title">
      <PageTitle page={requirement.id} />
      <p>
        <Link to="/machines">{t('machine.back')}</Link>
      </p>
      <h1 id="studio-requirement-title">{t('requirement.title', { id: requirement.id })}</h1>
      <p className="lead">{requirement.text}</p>
      <p>{t('requirement.source', { source: requirement.source })}</p>
      <h2>{t('requirement.carriedBy')}</h2>
      {carriers.length === 0 && <p>{t('requirement.none')}</p>}
      {carriers.map(({ machine, graph, states, transitions }) => (
        <div key={machine.slug}>
          <h3>
            <Link to="/machines/$machine" params={{ machine: machine.slug }}>
              {machineName(t, machine)}
            </Link>
          </h3>
          <ul>
            {states.map((state) => (
              <li key={state.id}>{t('requirement.state', { name: stateName(t, graph, state) })}</li>
            ))}
            {transitions.map((transition) => (
              <li key={transition.id}>
                {t('requirement.transition', { event: transition.event, guard: transition.guard ?? '—', source: transition.source, targets: transition.targets.join(', ') || transition.source })}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <h2>{t('requirement.paths')}</h2>
      {paths.length === 0 ? (
        <p>{t('index.notMeasured')}</p>
      ) : (
        <ol>
          {paths.map(({ machine, path }, index) => (
            <li key={index}>
              {t('requirement.path', { machine: machineName(t, machine), start: path.start, events: path.events.join(' → ') || '—' })} ({path.passed ? t('requirement.passed') : t('requirement.failed')})
            </li>
          ))}
        </ol>
      )}
      {notShown > 0 && <p>{t('requirement.morePaths', { number: notShown.toLocaleString(i18n.language) })}</p>}
    </section>
  );
}

export const IndexRoute = createLazyRoute('/machines')({ component: StudioIndexPage });
export const MachineRoute = createLazyRoute('/machines/$machine')({ component: StudioEntryPage });
export const RequirementRoute = createLazyRoute('/machines/requirements/$id')({ component: StudioRequirementPage });

