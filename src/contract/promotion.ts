import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { NoInput, Optional, OptionalText, Required } from './input';
import { Id } from './primitives';

/**
 * The promotion landing page's calls (SPEC.md section 7). They live under `/api/v2/{provider}`
 * and the client adds its `/api` base in front (DECISIONS.md section 1), so the browser calls
 * `/api/api/v2/...`. Form style; success is code '0' (the new-style rule reads it as 0); the
 * failures ('1', '2', '11', '101', '-1', '404') are business answers the page shows.
 */
const BASE = '/api/v2/{provider}';

/**
 * The visitor's mobile number, in the form the app sends (`normaliseMobile`, phone.ts). A
 * number outside the shared rule is a business answer, code '1' with a message the page shows,
 * so the sandbox's handler checks it (`isSentMobile`) and only its presence is checked here.
 */
const MobileNumber = Required;

/** The page fields every tracking call carries. */
const PageFields = {
  page_id: Optional,
  user_from: Optional,
  client_type: Optional,
  page_type: Optional,
  /** An ad campaign's tag may be longer than an identifier. */
  utm_tag: OptionalText(512),
  app_from: Optional,
};

/** The landing page's texts and download link; without an id the default template. */
export const channelTemplate = defineEndpoint({
  path: `${BASE}/service/channel/channel-template`,
  method: 'GET',
  style: 'form',
  input: v.object({ templateId: Optional }),
  output: v.object({
    id: Id,
    template: v.object({
      title: v.optional(v.string(), ''),
      subtitle: v.optional(v.string(), ''),
      download_url: v.optional(v.string(), ''),
    }),
  }),
});

/** Records a visit of the landing page. */
export const trackVisit = defineEndpoint({
  path: `${BASE}/promotion/track-visit`,
  method: 'GET',
  style: 'form',
  input: v.object(PageFields),
  output: v.unknown(),
});

/** Records a tap on Register, with the number entered. */
export const trackClick = defineEndpoint({
  path: `${BASE}/promotion/track-click`,
  method: 'GET',
  style: 'form',
  input: v.object({ ...PageFields, phone: Optional }),
  output: v.unknown(),
});

/** A captcha session id: the image captcha and the registration are tied to it. */
export const getSid = defineEndpoint({
  path: `${BASE}/promotion/get-sid`,
  method: 'GET',
  style: 'form',
  input: NoInput,
  output: v.object({ sid: v.pipe(v.string(), v.minLength(1)) }),
});

/**
 * The captcha image of a sid, loaded by an `<img>`: the answer is the SVG itself, not an
 * envelope, so there is no `data` (an unknown sid is answered with an envelope, code '101').
 * Each load draws a new captcha; `t` only makes each address new.
 */
export const getCaptcha = defineEndpoint({
  path: `${BASE}/promotion/get-captcha`,
  method: 'GET',
  style: 'form',
  input: v.object({ sid: Required, t: Optional }),
  output: v.never(),
});

/** What the SMS request and the registration both send. */
const VisitorFields = {
  phone: MobileNumber,
  capcode: Required,
  sid: Required,
  deviceId: Optional,
  appName: Optional,
  app_from: Optional,
  user_from: Optional,
  utm_tag: OptionalText(512),
};

/** Asks for the SMS code: '0' sent, '101' wrong captcha, '11' already registered. */
export const getSms = defineEndpoint({
  path: `${BASE}/promotion/get-sms`,
  method: 'POST',
  style: 'form',
  input: v.object(VisitorFields),
  output: v.unknown(),
});

/** SPEC.md section 3, registration: '0' success; '11' already registered, '-1' captcha error. */
export const register = defineEndpoint({
  path: `${BASE}/promotion/register`,
  method: 'POST',
  style: 'form',
  input: v.object({
    ...VisitorFields,
    smsCode: Required,
    merchantNumber: Optional,
    userName: Optional,
    invite_code: Optional,
    /** The template the visitor registered from. */
    id: Optional,
  }),
  output: v.unknown(),
});
