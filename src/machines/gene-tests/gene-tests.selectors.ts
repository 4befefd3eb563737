import { geneTestStatuses } from '../../api/contract/gene-test';
import type { GeneTestInformation, GeneTestPackageSlug, GeneTestStatus, Relationship } from '../../api/contract/gene-test';
import type { CallProblem } from '../calls/call-problem';
import type { GeneTestDetailSnapshot } from './gene-test-detail.machine';
import type { GeneTestProfilesSnapshot } from './gene-test-profiles.machine';
import { phaseOf } from '../phase-of';

/**
 * What the gene-test pages show: the list of people with a gene test (a card each, with how far
 * the test has come) and one test's details; while loading, a loading line; a failure with a
 * retry; a test not on the account says so.
 */

export type LoadPhase = 'loading' | 'loaded' | 'failed' | 'notFound';

export interface GeneTestCard {
  profileId: string;
  name: string;
  relationship: Relationship;
  dateOfBirth: string;
  geneTestId: string;
  packageSlug: GeneTestPackageSlug;
  kitCode: string;
  status: GeneTestStatus;
  /** How far the test has come: step `step` of `steps`. */
  step: number;
  steps: number;
}

export function profilesStatusOf(snapshot: GeneTestProfilesSnapshot): LoadPhase {
  return phaseOf<GeneTestProfilesSnapshot, LoadPhase>(snapshot, [['loading', 'loading'], ['failed', 'failed']], 'loaded');
}

export function profilesProblemOf(snapshot: GeneTestProfilesSnapshot): CallProblem | null {
  return snapshot.matches('failed') ? snapshot.context.problem : null;
}

/** A card per person with a gene test, in the server's order (by name); null until loaded. */
export function geneTestCardsOf(snapshot: GeneTestProfilesSnapshot): GeneTestCard[] | null {
  const { customer } = snapshot.context;
  if (!snapshot.matches('loaded') || !customer) return null;
  return customer.customerProfiles.map((profile) => ({
    profileId: profile.id,
    name: profile.name,
    relationship: profile.relationship,
    dateOfBirth: profile.dateOfBirth,
    geneTestId: profile.geneTest.id,
    packageSlug: profile.geneTest.packageSlug,
    kitCode: profile.geneTest.kitCode,
    status: profile.geneTest.status,
    step: geneTestStatuses.indexOf(profile.geneTest.status) + 1,
    steps: geneTestStatuses.length,
  }));
}

export function detailStatusOf(snapshot: GeneTestDetailSnapshot): LoadPhase {
  return phaseOf<GeneTestDetailSnapshot, LoadPhase>(snapshot, [['loading', 'loading'], ['notFound', 'notFound'], ['failed', 'failed']], 'loaded');
}

export function detailProblemOf(snapshot: GeneTestDetailSnapshot): CallProblem | null {
  return snapshot.matches('failed') ? snapshot.context.problem : null;
}

/** The test, its person, timeline and report, once loaded. */
export function geneTestInformationOf(snapshot: GeneTestDetailSnapshot): GeneTestInformation | null {
  return snapshot.matches('loaded') ? snapshot.context.information : null;
}
