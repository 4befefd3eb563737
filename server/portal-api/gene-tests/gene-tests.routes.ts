import { createRoute } from '@hono/zod-openapi';
import { errorBodySchema } from '../../../src/api/contract/error';
import {
  customerProfileResponseSchema,
  customerResponseSchema,
  customerVerificationRequestSchema,
  geneTestIdParamsSchema,
  geneTestInformationListResponseSchema,
  geneTestInformationResponseSchema,
  geneTokenVerifyRequestSchema,
} from '../../../src/api/contract/gene-test';
import { tokenSecurity } from '../auth/session';

// Paths as in src/api/contract/gene-test.ts, relative to /portal/api/v1. Routes with `security`
// are signed in (withSession in auth/account.api.ts) and see only the caller's gene tests.

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const body = <T>(schema: T) => ({ body: { required: true, content: json(schema) } });

const invalid = error('Malformed input: `fields` names each failing field');
const unauthorized = error('Missing, unknown, revoked or expired token');

export const customerRoute = createRoute({
  method: 'get',
  path: '/customer/',
  tags: ['gene-tests'],
  summary: "The caller's customer profiles that have a gene test (sorted by name) and each test's full state timeline",
  security: tokenSecurity,
  responses: {
    200: { description: 'Profiles and timelines', content: json(customerResponseSchema) },
    401: unauthorized,
  },
});

export const customerVerifyRoute = createRoute({
  method: 'post',
  path: '/customer/verify/',
  tags: ['gene-tests'],
  summary: "Customer verification: link a gene test to the account with its kit code and the tested person's date of birth",
  security: tokenSecurity,
  request: body(customerVerificationRequestSchema),
  responses: {
    200: { description: 'The linked customer profile (also when it was already linked to the caller)', content: json(customerProfileResponseSchema) },
    400: invalid,
    401: unauthorized,
    404: error('No gene test has this kit code and date of birth'),
    409: error('The gene test is linked to another account'),
    429: error('Too many verification attempts; Retry-After gives the seconds to wait'),
  },
});

export const geneTestInformationListRoute = createRoute({
  method: 'get',
  path: '/genetic-test-information/',
  tags: ['gene-tests'],
  summary: "Genetic test information of every gene test of the caller's customer profiles",
  security: tokenSecurity,
  responses: {
    200: { description: 'The gene tests, sorted by the tested person', content: json(geneTestInformationListResponseSchema) },
    401: unauthorized,
  },
});

export const geneTestInformationRoute = createRoute({
  method: 'get',
  path: '/genetic-test-information/{id}/',
  tags: ['gene-tests'],
  summary: "Genetic test information of one of the caller's gene tests",
  security: tokenSecurity,
  request: { params: geneTestIdParamsSchema },
  responses: {
    200: { description: 'The gene test', content: json(geneTestInformationResponseSchema) },
    400: invalid,
    401: unauthorized,
    404: error("No gene test with this id belongs to the caller"),
  },
});

export const geneTokenVerifyRoute = createRoute({
  method: 'post',
  path: '/gene-auth/token-verify/',
  tags: ['gene-tests'],
  summary: 'Check a gene-test information token and answer the information it grants (no sign-in)',
  request: body(geneTokenVerifyRequestSchema),
  responses: {
    200: { description: 'The gene test the token grants', content: json(geneTestInformationResponseSchema) },
    400: invalid,
    404: error('Unknown, revoked or expired token'),
    429: error('Too many tokens tried from this address; Retry-After gives the seconds to wait'),
  },
});
