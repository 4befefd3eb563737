import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../testing/test-context';
import type { TestContext } from '../../testing/test-context';
import { bootScript } from '../app-page/first-screen';

/** Every property name the document's schemas declare. */
function propertyNames(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(propertyNames);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'properties' && typeof value === 'object' && value !== null ? [...Object.keys(value), ...Object.values(value).flatMap(propertyNames)] : propertyNames(value),
  );
}

/*
 * The published OpenAPI document: every path as it travels (the one place paths are written out,
 * so a change to the wire shows here), wire (snake_case) names, and schemas as the code checks them.
 */
describe('the OpenAPI document', () => {
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
        '/main/api/v1/product-currencies',
        '/main/api/v1/product-categories',
        '/main/api/v1/product-categories/{slug}',
        '/main/api/v1/age-groups',
        '/main/api/v1/demands',
        '/main/api/v1/product-packages',
        '/main/api/v1/product-packages/{slug}',
        '/main/api/v1/testimonials',
        '/main/api/v1/promotion-positions',
        '/main/api/v1/advisors',
        '/main/api/v1/advisor-roles',
        '/main/api/v1/news-articles',
        '/main/api/v1/news-articles/{slug}',
        '/main/api/v1/news-categories',
        '/main/api/v1/news-categories/{slug}',
        '/main/api/v1/blog-posts',
        '/main/api/v1/blog-posts/{slug}',
        '/main/api/v1/blog-categories',
        '/main/api/v1/partners',
        '/main/api/v1/recruitment-categories',
        '/main/api/v1/recruitment-categories/{id}',
        '/main/api/v1/locations/countries',
        '/main/api/v1/locations/provinces',
        '/main/api/v1/locations/wards',
        '/main/api/v1/locations/legacy',
        '/main/api/v1/checkout/carts',
        '/main/api/v1/checkout/carts/{id}',
        '/main/api/v1/checkout/carts/{id}/items',
        '/main/api/v1/checkout/carts/{id}/items/{item}',
        '/main/api/v1/checkout/check-promotion-code',
        '/main/api/v1/checkout/carts/{id}/promotion-code',
        '/main/api/v1/checkout/transactions',
        '/main/api/v1/checkout/last-delivery-information',
        '/main/api/v1/checkout/orders/{reference}',
        '/main/api/v1/checkout/orders/{reference}/mark-paid',
        '/main/api/v1/promotion-codes/check',
        '/main/api/v1/promotion-codes/claim',
        '/main/api/v1/promotional-codes/generate',
        '/main/api/v1/redeem-code-patterns/{code}',
        '/portal/api/v1/v2/consultation-appointment/family-profiles/',
        '/portal/api/v1/v2/consultation-appointment/duration/',
        '/portal/api/v1/consultation-method/',
        '/portal/api/v1/v2/consultation-appointment/available-time/',
        '/portal/api/v1/v2/consultation-appointment/',
        '/portal/api/v1/v2/consultation-appointment/search-by-user/',
        '/portal/api/v1/booking-track/consultation/',
        '/portal/api/v1/pending-consultation-appointment/{id}/',
        '/portal/api/v1/v2/consultation-appointment/{reference}/mark-paid/',
        '/portal/api/v1/cancellation-answers/',
        '/portal/api/v1/cancellation/{id}/',
        '/portal/api/v1/cancellation/{id}/cancel/',
        '/portal/api/v1/surveys/pre-consultation/{id}/',
        '/portal/api/v1/surveys/post-consultation/{id}/',
        '/portal/api/v1/surveys/onboarding/',
      ]),
    );
    const packageList = document.paths['/main/api/v1/product-packages'].get;
    expect(packageList.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'lang', 'age_group_ids', 'demand_ids', 'category_ids', 'search', 'include']),
    );
    expect(Object.keys(document.components.schemas.ProductPackage.properties)).toEqual(expect.arrayContaining(['price_by_currencies', 'promotional_price_by_currencies', 'report_categories', 'related_packages']));
    expect(document.components.securitySchemes.Token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(document.paths['/portal/api/v1/user-profile/'].get.security).toEqual([{ Token: [] }]);
    expect(document.paths['/portal/api/v1/mobile-auth/signin/'].post.security).toBeUndefined();
    expect(document.components.schemas.SigninRequest.properties).toHaveProperty('otp_key');
    expect(document.components.schemas.GeneReport.properties.nutritional_requirements.properties).toHaveProperty('vitamin_b12');
    expect(document.components.schemas.UserProfile.properties.userprofile.properties).toHaveProperty('has_finished_survey');
  });

  it('shows the wire names of bodies, answers and query parameters, and no camelCase name', async () => {
    const document = await (await ctx.request('/api/openapi.json')).json();
    const schemas = document.components.schemas;
    expect(schemas.SigninRequest).toMatchObject({ required: ['otp_key'], additionalProperties: false });
    expect(Object.keys(schemas.SigninRequest.properties)).toEqual(['otp_key', 'otp_method']);
    expect(Object.keys(schemas.OtpSent.properties)).toEqual(['otp_key', 'otp_method', 'expires_in', 'resend_in']);
    expect(Object.keys(schemas.PhoneNumberVerifyRequest.properties)).toEqual(['phone_number', 'otp']);
    expect(schemas.UserProfile.required).toEqual(expect.arrayContaining(['phone_number', 'date_of_birth', 'preferred_contact_channel']));
    expect(schemas.KidQuizCreateResultRecord.properties).toHaveProperty('client_id');
    expect(document.paths['/portal/api/v1/mobile-auth/signin/otp-verify/'].post.parameters).toEqual([
      expect.objectContaining({ name: 'device-id', in: 'header', required: false }),
      expect.objectContaining({ name: 'user-client-id', in: 'header', required: false }),
    ]);
    expect(document.paths['/api/dev/sms-outbox'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['phone', 'limit']);
    expect(propertyNames(document).filter((name) => /[A-Z]/.test(name))).toEqual([]);
  });

  it('publishes Gender as the enum 1, 2, 3, nullable only where the field is', async () => {
    const { components } = await (await ctx.request('/api/openapi.json')).json();
    const schemas = components.schemas;
    expect(schemas.Gender).toMatchObject({ enum: [1, 2, 3] });
    expect(schemas.Gender.type).not.toContain('null');
    const genderRef = { $ref: '#/components/schemas/Gender' };
    expect(schemas.UserProfile.properties.gender).toEqual({ anyOf: [genderRef, { type: 'null' }] });
    expect(schemas.UserProfileUpdateRequest.properties.gender).toEqual(genderRef);
    expect(schemas.CustomerProfile.properties.gender).toEqual(genderRef);
    expect(schemas.ContactChannel.enum).toEqual(['zalo', 'sms', 'email']);
    expect(schemas.ReportLevel.enum).toEqual([1, 2, 3]);
    expect(schemas.GeneTest.properties.report_results).toEqual({ anyOf: [{ $ref: '#/components/schemas/GeneReport' }, { type: 'null' }] });
    expect(schemas.GeneReport.type).toBe('object');
  });

  it('lists the error codes of each failure, with the error envelope', async () => {
    const { paths, components } = await (await ctx.request('/api/openapi.json')).json();
    for (const path of ['/portal/api/v1/mobile-auth/signin/otp-verify/', '/portal/api/v1/user-profile/phone-number/verify/']) {
      const refused = paths[path].post.responses['400'];
      expect(refused.description).toContain('`otp_attempts_exceeded`');
      expect(refused.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      expect(refused.description).toContain('`invalid_body`');
    }
    expect(components.schemas.Error.properties.error.properties).toHaveProperty('fields');
    expect(components.schemas.SmsOutbox.properties).toHaveProperty('data');
    expect(components.schemas.HealthResponse.properties.data).toEqual({ $ref: '#/components/schemas/Health' });
  });

  it('renders the reference under the CSP: no unsafe-inline, and a fresh nonce on every inline script and style', async () => {
    const nonces: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const page = await ctx.request('/api/docs');
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/]{22,}={0,2})'/.exec(csp)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      nonces.push(nonce);

      const html = await page.text();
      const inline = [...html.matchAll(/<(script|style)\b([^>]*)>/g)].filter(([, tag, attributes]) => tag === 'style' || !/\bsrc=/.test(attributes));
      expect(inline.length).toBeGreaterThanOrEqual(2);
      for (const [element, , attributes] of inline) expect(attributes, element).toContain(`nonce="${nonce}"`);
      // Everything else comes from our origin, and nothing sets a style attribute.
      for (const [, source] of html.matchAll(/\b(?:src|href)="([^"]*)"/g)) expect(source).toMatch(/^\/api\/docs\/assets\//);
      expect(html).not.toMatch(/\sstyle=/);
      expect(html).toContain("url: '/api/openapi.json'");
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keeps nonces out of every other page', async () => {
    for (const path of ['/', '/api/docs/assets/swagger-ui.css']) {
      const csp = (await ctx.request(path)).headers.get('content-security-policy') ?? '';
      // The site's scripts and the first screens' boot by its hash; no inline text by a nonce.
      expect(csp, path).toContain(`script-src 'self' ${bootScript.source}; style-src 'self';`);
      expect(csp, path).not.toContain('nonce-');
    }
    // The APIs' JSON (the document itself included) allows no content at all.
    for (const path of ['/api/openapi.json', '/main/api/v1/nothing']) {
      expect((await ctx.request(path)).headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
