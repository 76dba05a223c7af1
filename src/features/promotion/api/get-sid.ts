import { getCaptcha, getSid } from '../../../contract/promotion';
import { endpointPath, type InputOf } from '../../../contract/endpoint';
import { config } from '../../../config/env';
import { buildUrl } from '../../../lib/api/request-parts';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { getSession } from '../../../lib/session/session';

/**
 * A captcha session id: the image captcha and the registration are tied to it. One per visit:
 * fetched when the form mounts and replaced only when the form asks (`reloadSid`), never behind
 * the visitor's back, because a new sid throws away the captcha they are solving.
 */
export function useCaptchaSid(onError: (error: unknown) => void) {
  const { data, mutate } = useApiQuery(
    getSid,
    {},
    {
      toast: false,
      onError,
      revalidateOnMount: true,
      revalidateIfStale: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  return { sid: data?.sid ?? '', reloadSid: mutate };
}

/** The captcha image for a sid; a new time stamp draws a new captcha. */
export function captchaImageUrl(sid: string, stamp: number): string {
  const query: InputOf<typeof getCaptcha> = { sid, t: stamp };
  return buildUrl(endpointPath(getCaptcha, config.provider), getSession(), query);
}
