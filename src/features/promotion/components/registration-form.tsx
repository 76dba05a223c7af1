import { useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link/link';
import { Button } from '../../../components/button/button';
import { config } from '../../../config/env';
import { useOnClient } from '../../../lib/react/use-on-client';
import { useTapGuard } from '../../../lib/react/use-tap-guard';
import { getSession } from '../../../lib/session/session';
import { useCountdown } from '../../../lib/time/use-countdown';
import { showToast } from '../../../lib/toast/toast';
import { promotionStrings as text } from '../../../strings/promotion';
import type { ChannelTemplate } from '../api/channel-template';
import { captchaImageUrl, useCaptchaSid } from '../api/get-sid';
import { requestSmsCode } from '../api/get-sms';
import { register } from '../api/register';
import { pageFields, trackClick } from '../api/tracking';
import { agreementPath, downloadPath, type PromotionParams } from '../promotion-params';
import { failureOutcome, type FailureOutcome } from '../registration-outcome';
import { MOBILE_INPUT_MAX } from '../../../contract/phone';
import {
  limitMobileInput,
  mobileToSend,
  refreshCaptchaError,
  registerError,
  sendSmsError,
} from '../registration-rules';
import { RESEND_SECONDS } from '../../../config/spec-timings';
import { visitorDeviceId } from '../visitor-device-id';
import styles from './promotion.module.css';

function reportFailure(outcome: FailureOutcome) {
  if (outcome.kind === 'network') showToast(text.networkError);
  else if (outcome.kind === 'message' || outcome.kind === 'captcha') showToast(outcome.message);
}

/** Client type sent with the tracking calls: the app's own when opened in the app, else 'h5'. */
export function clientTypeOf(): string {
  return getSession().clientType ?? 'h5';
}

interface Props {
  /** The ad's template; until it has loaded the form can be filled but not sent. */
  template: ChannelTemplate | undefined;
  params: PromotionParams;
  search: string;
}

/**
 * Mobile number, image captcha and SMS code, then Register (SPEC.md sections 4, 5 and 8). The
 * page is prerendered with the form in place (so nothing moves when the app takes over), its
 * fields disabled until then: text typed before the app starts would be lost.
 */
export function RegistrationForm({ template, params, search }: Props) {
  const navigate = useNavigate();
  const onClient = useOnClient();
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [stamp, setStamp] = useState(() => Date.now());
  // One SMS request and one registration at a time, a double tap included.
  const sms = useTapGuard();
  const registration = useTapGuard();
  const countdown = useCountdown();
  const lastStamp = useRef(stamp);

  const nextStamp = () => {
    lastStamp.current = Math.max(Date.now(), lastStamp.current + 1);
    return lastStamp.current;
  };

  const { sid, reloadSid } = useCaptchaSid((error) => reportFailure(failureOutcome(error, 'sms')));

  /** A new captcha for the same sid; the old answer no longer counts. */
  const redrawCaptcha = () => {
    setCaptcha('');
    if (sid) setStamp(nextStamp());
    else void reloadSid();
  };

  const goToDownload = (ready: ChannelTemplate) =>
    void navigate(downloadPath(ready.id, ready.template.download_url), { replace: true });

  function handleFailure(outcome: FailureOutcome) {
    if (outcome.kind === 'already-registered') {
      showToast(text.alreadyRegistered);
      if (template) goToDownload(template);
      return;
    }
    if (outcome.kind === 'captcha') {
      redrawCaptcha();
      showToast(outcome.message);
      return;
    }
    reportFailure(outcome);
  }

  const phone = mobileToSend(mobile);
  /** What both calls send; read when sending (the session and device id live in the browser). */
  const common = () => {
    const session = getSession();
    return {
      phone,
      capcode: captcha.trim(),
      sid,
      deviceId: session.deviceId ?? visitorDeviceId(),
      appName: session.appName ?? config.provider,
      app_from: params.app_from,
      user_from: params.user_from,
      utm_tag: params.utm_tag,
    };
  };

  const onRefreshCaptcha = () => {
    const problem = refreshCaptchaError(mobile);
    if (problem) {
      showToast(problem);
      return;
    }
    redrawCaptcha();
  };

  const onSendSms = async () => {
    if (countdown.running) {
      showToast(text.doNotResend);
      return;
    }
    const problem = sendSmsError({ mobile, captcha, smsCode });
    if (problem) {
      showToast(problem);
      return;
    }
    if (!sms.take()) return;
    try {
      await requestSmsCode(common());
      showToast(text.smsSent);
      countdown.start(RESEND_SECONDS);
    } catch (error) {
      handleFailure(failureOutcome(error, 'sms'));
    } finally {
      sms.release();
    }
  };

  const onRegister = async () => {
    if (!template) return;
    const problem = registerError({ mobile, captcha, smsCode });
    if (problem) {
      showToast(problem);
      return;
    }
    if (!registration.take()) return;
    void trackClick(pageFields(params, template.id, clientTypeOf()), phone).catch(() => undefined);
    try {
      await register({
        ...common(),
        merchantNumber: getSession().merchantNumber ?? '',
        userName: phone,
        smsCode: smsCode.trim(),
        invite_code: params.invite_code,
        id: template.id,
      });
      showToast(text.registered);
      goToDownload(template);
    } catch (error) {
      const outcome = failureOutcome(error, 'register');
      // The server spends the captcha on every check: the next try needs a new one.
      if (outcome.kind === 'message') redrawCaptcha();
      handleFailure(outcome);
    } finally {
      registration.release();
    }
  };

  return (
    <form
      className={styles.form}
      aria-label={text.formLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onRegister();
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>{text.mobile}</span>
        <input
          className={styles.input}
          disabled={!onClient}
          name="phone"
          type="tel"
          // The phone keypad: a number copied from contacts may start with +63.
          inputMode="tel"
          autoComplete="tel"
          maxLength={MOBILE_INPUT_MAX}
          placeholder={text.mobilePlaceholder}
          value={mobile}
          onChange={(event) => setMobile(limitMobileInput(event.target.value))}
        />
      </label>
      <FieldWithButton
        id="promotion-captcha"
        label={text.captcha}
        name="capcode"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={text.captchaPlaceholder}
        value={captcha}
        onChange={(event) => setCaptcha(event.target.value)}
        button={
          <button type="button" className={styles.captchaButton} onClick={onRefreshCaptcha}>
            {sid ? (
              <img
                src={captchaImageUrl(sid, stamp)}
                alt={text.captchaImageAlt}
                width={120}
                height={44}
              />
            ) : (
              <span
                className={styles.captchaPlaceholder}
                role="img"
                aria-label={text.captchaLoading}
              />
            )}
          </button>
        }
      />
      <FieldWithButton
        id="promotion-sms"
        label={text.sms}
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={text.smsPlaceholder}
        value={smsCode}
        onChange={(event) => setSmsCode(event.target.value)}
        button={
          <Button
            variant="secondary"
            className={styles.smsButton}
            aria-disabled={countdown.running || undefined}
            busy={sms.busy}
            onClick={() => void onSendSms()}
          >
            {countdown.running ? text.resendIn(countdown.remaining) : text.sendSms}
          </Button>
        }
      />
      <Button type="submit" block busy={registration.busy || !template}>
        {text.register}
      </Button>
      <p className={styles.agreement}>
        {text.agreementPrefix} <Link to={agreementPath(search)}>{text.agreementLink}</Link>
      </p>
    </form>
  );
}

/** A field whose input has a button beside it: the captcha image, or Send SMS. Like the mobile
 * field, the input waits for the app to start (the prerendered page's input is disabled). */
function FieldWithButton({
  id,
  label,
  button,
  ...input
}: { id: string; label: string; button: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const onClient = useOnClient();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input id={id} className={styles.input} disabled={!onClient} {...input} />
        {button}
      </div>
    </div>
  );
}
