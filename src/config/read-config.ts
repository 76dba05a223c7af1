import * as v from 'valibot';

/**
 * Every brand value in one typed place (DECISIONS.md section 1): VITE_* variables, safe demo
 * defaults, checked once. Hosts are the server's runtime configuration (LINK_HOSTS, FRAME_HOSTS,
 * IMAGE_HOSTS; src/lib/links/runtime-hosts.ts), so one build serves every deployment.
 */
const ColourSchema = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'));
const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

const ConfigSchema = v.object({
  appName: NonEmpty,
  appShortName: NonEmpty,
  companyName: NonEmpty,
  companyEmail: v.pipe(v.string(), v.email('must be an e-mail address')),
  companyPhone: NonEmpty,
  companyAddress: NonEmpty,
  secRegistrationNo: NonEmpty,
  certificateOfAuthorityNo: NonEmpty,
  servicePhone: NonEmpty,
  themeColor: ColourSchema,
  backgroundColor: ColourSchema,
  textColor: ColourSchema,
  textMutedColor: ColourSchema,
  schemeUrlPrefix: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9+.-]*:\/\/$/, 'must look like app://')),
  provider: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a lowercase service name')),
  apiBase: v.pipe(v.string(), v.regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, 'must be a path or URL')),
  privacyPolicyUrl: v.string(),
});

export type AppConfig = v.InferOutput<typeof ConfigSchema>;

type EnvSource = Record<string, string | boolean | undefined>;

function pick(env: EnvSource, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export function readConfig(env: EnvSource): AppConfig {
  const raw = {
    appName: pick(env, 'VITE_APP_NAME', 'PesoLoan'),
    appShortName: pick(env, 'VITE_APP_SHORT_NAME', 'PesoLoan'),
    companyName: pick(env, 'VITE_COMPANY_NAME', 'Sample Lending Corp.'),
    companyEmail: pick(env, 'VITE_COMPANY_EMAIL', 'support@pesoloan.example'),
    companyPhone: pick(env, 'VITE_COMPANY_PHONE', '+63 2 8123 4567'),
    companyAddress: pick(
      env,
      'VITE_COMPANY_ADDRESS',
      '12F Example Tower, 123 Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
    ),
    secRegistrationNo: pick(env, 'VITE_SEC_REGISTRATION_NO', 'CS201900001'),
    certificateOfAuthorityNo: pick(env, 'VITE_CERTIFICATE_OF_AUTHORITY_NO', '0001-SAMPLE'),
    servicePhone: pick(env, 'VITE_SERVICE_PHONE', '+63 2 8123 4567'),
    themeColor: pick(env, 'VITE_THEME_COLOR', '#0a6b4f'),
    backgroundColor: pick(env, 'VITE_BACKGROUND_COLOR', '#f4f6f5'),
    textColor: pick(env, 'VITE_TEXT_COLOR', '#17211d'),
    textMutedColor: pick(env, 'VITE_TEXT_MUTED_COLOR', '#4f5d57'),
    schemeUrlPrefix: pick(env, 'VITE_SCHEME_URL_PREFIX', 'pesoloan://'),
    provider: pick(env, 'VITE_PROVIDER', 'pesoloan'),
    apiBase: pick(env, 'VITE_API_BASE', '/api'),
    privacyPolicyUrl: pick(env, 'VITE_PRIVACY_POLICY_URL', '/privacyPolicy'),
  };
  const result = v.safeParse(ConfigSchema, raw);
  if (!result.success) {
    const problems = result.issues
      .map((issue) => `${v.getDotPath(issue) ?? 'config'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid app configuration: ${problems}`);
  }
  return result.output;
}
