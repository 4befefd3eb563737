import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';

describe('account routes in the OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists every route, the Token security scheme, and snake_case fields', async () => {
    const document = await (await ctx.request('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/portal/api/v1/mobile-auth/signin/',
        '/portal/api/v1/mobile-auth/signin/otp-verify/',
        '/portal/api/v1/mobile-auth/signout/',
        '/portal/api/v1/anonymous-user/merge/',
        '/portal/api/v1/user-profile/',
        '/portal/api/v1/user-profile/phone-number/',
        '/portal/api/v1/user-profile/phone-number/verify/',
        '/portal/api/v1/customer/',
        '/portal/api/v1/customer/verify/',
        '/portal/api/v1/genetic-test-information/',
        '/portal/api/v1/genetic-test-information/{id}/',
        '/portal/api/v1/gene-auth/token-verify/',
      ]),
    );
    expect(document.components.securitySchemes.Token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(document.paths['/portal/api/v1/user-profile/'].get.security).toEqual([{ Token: [] }]);
    expect(document.paths['/portal/api/v1/mobile-auth/signin/'].post.security).toBeUndefined();
    expect(document.components.schemas.SigninRequest.properties).toHaveProperty('otp_key');
    expect(document.components.schemas.GeneReport.properties.nutritional_requirements.properties).toHaveProperty('vitamin_b12');
    expect(document.components.schemas.UserProfile.properties.userprofile.properties).toHaveProperty('has_finished_survey');
  });
});
