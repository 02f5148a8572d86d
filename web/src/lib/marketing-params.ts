/** Marketing parameters of a logged-out landing (spec part 1 §2), kept for the session and sent with register. */
const MARKETING_PARAMS_KEY = 'marketing_params';

const MARKETING_PARAM_PATTERN = /^(utm_\w+|gclid|fbclid|ref|referrer|source)$/;

export function saveMarketingParams(search: URLSearchParams): void {
  const params = Object.fromEntries([...search].filter(([name]) => MARKETING_PARAM_PATTERN.test(name)));
  if (Object.keys(params).length === 0) return;
  sessionStorage.setItem(MARKETING_PARAMS_KEY, JSON.stringify({ ...readMarketingParams(), ...params }));
}

export function readMarketingParams(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(MARKETING_PARAMS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
