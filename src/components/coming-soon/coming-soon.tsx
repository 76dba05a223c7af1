import { common } from '../../strings/common';
import { Screen } from '../screen/screen';
import { ErrorView } from '../status-view/status-view';

/** Stands in for a screen whose issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <ErrorView heading={common.comingSoonTitle} message={common.comingSoonBody} />
    </Screen>
  );
}
