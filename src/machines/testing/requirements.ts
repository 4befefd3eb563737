/**
 * The spec's rules with stable ids. A machine's states and transitions name the rules they carry
 * out in `meta: { requirements: ['KQ-3'] }`; coverage (coverage.ts) counts a rule covered when a
 * state or transition carrying it was entered or taken, `npm run test:paths` fails when a rule
 * is carried by no machine or covered by no path, and its report and the studio list, per rule,
 * the machines, states, transitions and generated paths that cover it.
 *
 * Ids never change meaning: a rule that goes away keeps its id retired (removed from this list
 * and from every `meta`), a new rule takes the next number. The prefix names the flow.
 */

export interface Requirement {
  id: string;
  /** The machine (its id) that carries the rule. */
  machine: string;
  /** Where in the spec or README the rule comes from. */
  source: string;
  text: string;
}

export const REQUIREMENTS: readonly Requirement[] = [
  { id: 'KQ-1', machine: 'kidQuiz', source: 'spec §5; kid-quiz README "Scenes"', text: 'An answer is a whole number from 1 to 10; anything else the page sends is refused and changes nothing.' },
  { id: 'KQ-2', machine: 'kidQuiz', source: 'spec §4, §5; kid-quiz README "Navigation events"', text: 'A scene is entered only when it is a known id and reachable: question n needs questions 1 to n−1 answered, the calculation and results need all six.' },
  { id: 'KQ-3', machine: 'kidQuiz', source: 'spec §3; src/domain/kid-quiz', text: 'The career shown is the outcome of the iq and eq levels (and the temperament) of the answers given.' },
  { id: 'KQ-4', machine: 'kidQuiz', source: 'spec §9', text: 'The calculation scene shows four steps of 250 ms (iq, eq, temperament, matching) and then the results, leaving no history entry.' },
  { id: 'KQ-5', machine: 'kidQuiz', source: 'kid-quiz README "The results record"', text: 'One results record per set of answers: the record of the same answers is kept, otherwise a new one is created.' },
  { id: 'KQ-6', machine: 'kidQuiz', source: 'kid-quiz README "The URL"', text: 'A results link opens the record it names; a link that cannot be opened says so and offers a retry.' },
  { id: 'KQ-7', machine: 'kidQuiz', source: 'kid-quiz README "The record\'s secret"', text: "Only the record's owner is offered the SMS and the discount code; a record opened without its secret shows the result only." },
  { id: 'KQ-8', machine: 'kidQuiz', source: 'spec §4', text: 'Reset goes home with every default restored (answers, record, history).' },
  { id: 'DQ-1', machine: 'dietQuiz', source: 'diet-quiz README "Scenes"', text: 'Next on a form scene is refused while the form has a problem; the scene stays and names each refused field.' },
  { id: 'DQ-2', machine: 'dietQuiz', source: 'diet-quiz README "Scenes"', text: 'The calculation and results are entered only with a complete input.' },
  { id: 'DQ-3', machine: 'dietQuiz', source: 'diet-quiz README', text: 'The calculation scene shows four steps of 250 ms (body, energy, plan, foods) and then the results.' },
  { id: 'DQ-4', machine: 'dietQuiz', source: 'diet-quiz README', text: 'One results record per complete input: the record of the same input is kept, otherwise a new one is created.' },
  { id: 'DQ-5', machine: 'dietQuiz', source: 'diet-quiz README', text: 'A discount code or results SMS is sent only once the record is saved and only to a number the phone rule accepts.' },
  { id: 'DQ-6', machine: 'dietQuiz', source: 'diet-quiz README', text: 'A results link opens the saved plan it names on the welcome scene.' },
  { id: 'DQ-7', machine: 'dietQuiz', source: 'diet-quiz README', text: "The report scene offers a signed-in user's gene reports; when they cannot be read, typing or skipping still works." },
  { id: 'BK-1', machine: 'booking', source: 'booking README', text: 'The wizard goes reports → length → method → time → payment → summary, and Next is refused until the step has its choice.' },
  { id: 'BK-2', machine: 'booking', source: 'booking README', text: 'Only what was offered can be chosen: a report of the account, an offered length, method, day and time, a known payment method.' },
  { id: 'BK-3', machine: 'booking', source: 'booking README', text: 'Back returns to the step before as it was left.' },
  { id: 'BK-4', machine: 'booking', source: 'booking README', text: 'The appointment is created only from the summary, once confirmed.' },
  { id: 'BK-5', machine: 'booking', source: 'booking README', text: 'A time taken by someone else meanwhile sends the customer back to a fresh list of times, saying the time is no longer available.' },
  { id: 'BK-6', machine: 'booking', source: 'booking README', text: 'A list that cannot be loaded says so and offers a retry.' },
];

export function requirementById(id: string): Requirement | undefined {
  return REQUIREMENTS.find((requirement) => requirement.id === id);
}
