/**
 * An oracle's replay of a trace, played one step at a time. An oracle folds the whole trace into
 * what it expects (the record held, the code sent, …) and asserts each step on the way; it is
 * called after every step of a path, so folding the trace from its start each time made a path of
 * n steps cost n² step checks (the diet quiz's 33 scenes: most of its model test's time). This
 * keeps, per trace, the state folded so far and plays only the steps added since: each step is
 * asserted once, when it is new, exactly as the full fold asserted it (a step's checks read only
 * that step and the state before it), so what fails is unchanged.
 */
export function incrementalReplay<Step, State>(initial: () => State): (trace: readonly Step[], play: (state: State, step: Step, index: number) => void) => State {
  const folded = new WeakMap<readonly Step[], { steps: number; state: State }>();
  return (trace, play) => {
    let entry = folded.get(trace);
    if (!entry) {
      entry = { steps: 0, state: initial() };
      folded.set(trace, entry);
    }
    while (entry.steps < trace.length) {
      play(entry.state, trace[entry.steps], entry.steps);
      entry.steps += 1;
    }
    return entry.state;
  };
}
