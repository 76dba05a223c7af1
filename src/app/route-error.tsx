import { LinkButton, Button } from '../components/button/button';
import { Screen } from '../components/screen/screen';
import { ErrorView } from '../components/status-view/status-view';
import { common } from '../strings/common';

/** Shown by a screen's error boundary: what happened, a retry and a way back. */
export function ScreenError() {
  return (
    <Screen title={common.screenCrashedTitle}>
      <ErrorView message={common.screenCrashedBody} onRetry={() => window.location.reload()}>
        <Button
          variant="ghost"
          onClick={() =>
            window.history.length > 1 ? window.history.back() : window.location.assign('/')
          }
        >
          {common.back}
        </Button>
      </ErrorView>
    </Screen>
  );
}

export function NotFound() {
  return (
    <Screen title={common.notFoundTitle}>
      <ErrorView heading={null} message={common.notFoundBody}>
        <LinkButton href="/">{common.goHome}</LinkButton>
      </ErrorView>
    </Screen>
  );
}
