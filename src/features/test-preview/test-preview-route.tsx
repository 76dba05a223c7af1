import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/link/link';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { Card, Screen } from '../../components/screen/screen';
import { screenNames, screenPath } from '../../config/screen-for-path';
import { testPreviewStrings as t } from '../../strings/test-preview';
import { ConnectionCheck } from './connection-check';
import { DeviceFeatures } from './device-features';
import { initialParams, PREVIEW_FIELDS, PREVIEW_TARGETS, previewHref } from './preview-params';
import styles from './test-preview.module.css';
import { contactInfoLoader } from '../../contract/core';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = contactInfoLoader.endpoint;

export default function TestPreviewRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // What is typed lives here. The address follows it (so coming back to this page keeps it) but
  // never feeds the inputs: a router navigation renders as a transition, and an input that took
  // its value from one lost keystrokes typed while it was pending.
  const [params, setParams] = useState(() => initialParams(search));
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current) void navigate(previewHref('', params) || '?', { replace: true });
  }, [params, navigate]);

  return (
    <Screen title={t.title}>
      <p className={styles.intro}>{t.intro}</p>
      <LanguageSwitch />
      <Card label={t.parameters}>
        <h2 className={styles.heading}>{t.parameters}</h2>
        <div className={styles.fields}>
          {PREVIEW_FIELDS.map((field) => (
            <label key={field} className={styles.field}>
              {t.fields[field]}
              <input
                className={styles.input}
                name={field}
                value={params[field]}
                autoComplete="off"
                spellCheck={false}
                maxLength={256}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  typed.current = true;
                  setParams((current) => ({ ...current, [field]: value }));
                }}
              />
            </label>
          ))}
        </div>
      </Card>
      <Card label={t.screens}>
        <h2 className={styles.heading}>{t.screens}</h2>
        <div className={styles.buttons}>
          {PREVIEW_TARGETS.map((target) => (
            <Link key={target} className={styles.link} to={previewHref(screenPath(target), params)}>
              {t.buttons[target]}
            </Link>
          ))}
        </div>
      </Card>
      <Card label={t.allScreens}>
        <h2 className={styles.heading}>{t.allScreens}</h2>
        <ul className={styles.routes}>
          {screenNames
            .filter((screen) => screen !== 'testPreview')
            .map((screen) => (
              <li key={screen}>
                <Link to={previewHref(screenPath(screen), params)}>{screenPath(screen)}</Link>
              </li>
            ))}
        </ul>
      </Card>
      <ConnectionCheck />
      <DeviceFeatures />
    </Screen>
  );
}
