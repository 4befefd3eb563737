import type { CustomerProfile, GeneTestFullState, GeneTestInformation, GeneTestStateStep } from '../../api/contract/gene-test';
import { geneTestStatuses } from '../../api/contract/gene-test';
import type { Customer } from './gene-test-profiles.machine';

/** Gene tests as the Portal API answers them, for the account tests. */

function steps(reached: number): GeneTestStateStep[] {
  return geneTestStatuses.map((status, index) => ({
    status,
    step: index + 1,
    reachedAt: index < reached ? `2024-03-${String(2 + index * 3).padStart(2, '0')}T02:00:00.000Z` : null,
  }));
}

export const READY_PROFILE: CustomerProfile = {
  id: '5e1d0000-0000-4000-8000-000000000101',
  name: 'Nguyễn Văn An',
  gender: 1,
  dateOfBirth: '1988-04-12',
  relationship: 'self',
  geneTest: {
    id: '7a1d0000-0000-4000-8000-000000000101',
    kitCode: 'GW-24-10001',
    packageSlug: 'g-intel',
    status: 'report_ready',
    reportResults: {
      isAvailable: true,
      metabolism: { carbohydrate: 3, fat: 2, protein: 1 },
      nutritionalRequirements: { vitaminA: 1, vitaminB2: 2, vitaminB6: 2, vitaminB12: 3, vitaminC: 1, vitaminD: 1, vitaminE: 2, folate: 2 },
      detoxification: { value: 1 },
    },
  },
};

export const ANALYSING_PROFILE: CustomerProfile = {
  id: '5e1d0000-0000-4000-8000-000000000103',
  name: 'Nguyễn Minh Khang',
  gender: 1,
  dateOfBirth: '2019-06-21',
  relationship: 'child',
  geneTest: { id: '7a1d0000-0000-4000-8000-000000000103', kitCode: 'GW-24-10003', packageSlug: 'g-intel-kid', status: 'analysing', reportResults: null },
};

function fullState(profile: CustomerProfile): GeneTestFullState {
  const reached = geneTestStatuses.indexOf(profile.geneTest.status) + 1;
  return { geneTestId: profile.geneTest.id, status: profile.geneTest.status, states: steps(reached) };
}

export const CUSTOMER: Customer = {
  customerProfiles: [READY_PROFILE, ANALYSING_PROFILE],
  geneTestFullStates: [fullState(READY_PROFILE), fullState(ANALYSING_PROFILE)],
};

/** An account with no gene test linked yet. */
export const NO_CUSTOMER: Customer = { customerProfiles: [], geneTestFullStates: [] };

export function informationOf(profile: CustomerProfile): GeneTestInformation {
  return {
    geneTest: profile.geneTest,
    customer: { name: profile.name, gender: profile.gender, dateOfBirth: profile.dateOfBirth },
    states: fullState(profile).states,
  };
}
