import { DotBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { UPLOAD_STATE_COLORS, type UploadStateInput, uploadState } from '../upload-display.ts';

export function UploadStatusBadge({ upload }: { upload: UploadStateInput }) {
  const { t } = useTranslation();
  const state = uploadState(upload);
  return (
    <DotBadge color={UPLOAD_STATE_COLORS[state]} data-state={state} data-testid="upload-status">
      {t(`uploads.states.${state}`)}
    </DotBadge>
  );
}
