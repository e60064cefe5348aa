import { useTranslation } from 'react-i18next';
import type { AbsenceUploadItem } from '../../../../../src/contracts/index.ts';
import { DotBadge } from '../../../components/tinted.tsx';
import { UPLOAD_STATE_COLORS, uploadState } from '../upload-display.ts';

export function UploadStatusBadge({ upload }: { upload: Pick<AbsenceUploadItem, 'processingStatus' | 'phase'> }) {
  const { t } = useTranslation();
  const state = uploadState(upload);
  return (
    <DotBadge color={UPLOAD_STATE_COLORS[state]} data-state={state} data-testid="upload-status">
      {t(`uploads.states.${state}`)}
    </DotBadge>
  );
}
