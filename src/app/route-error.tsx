import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { Button, LinkButton } from '../components/button/button';
import { Screen } from '../components/screen/screen';
import { ErrorView } from '../components/status-view/status-view';
import { common } from '../strings/common';

/** The per-screen error boundary: says what happened and offers a retry and a way back. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Screen title={common.screenCrashedTitle}>
      <ErrorView message={common.screenCrashedBody} onRetry={() => window.location.reload()}>
        <Button
          variant="ghost"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
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
