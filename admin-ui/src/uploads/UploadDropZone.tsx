import { Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { uploadKindOfFolder, uploadMessages, type UploadFolder } from '@gym/contracts/uploads/uploads';
import { rejectionOf, uploadFile } from '../dataProvider/uploads';

const busyText = {
  image: 'Enviando imagem...',
  video: 'Enviando vídeo...',
  audio: 'Enviando áudio...',
  attachment: 'Enviando arquivo...',
} as const;
const doneText = {
  image: 'Imagem enviada com sucesso!',
  video: 'Vídeo enviado com sucesso!',
  audio: 'Áudio enviado com sucesso!',
  attachment: 'Arquivo enviado com sucesso!',
} as const;
const acceptOf = {
  image: 'image/jpeg,image/png,image/gif',
  video: 'video/*',
  audio: 'audio/*',
  attachment: 'application/zip,application/pdf',
} as const;

export interface UploadDropZoneProps {
  readonly folder: UploadFolder;
  /** The uploaded file's address, or null. */
  readonly value: string | null;
  readonly onChange: (url: string | null) => void;
  /** Reported at each change of the uploading flag (spec 001 section 4). */
  readonly onUploadingChange?: (uploading: boolean) => void;
  readonly label?: string;
  readonly hint?: string;
  readonly testId?: string;
  /** Where the file goes; by default the upload service of this account (the wizard keeps it until the account exists). */
  readonly upload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** The text under a chosen file, instead of the kind's 'enviada com sucesso'. */
  readonly doneLabel?: string;
}

/**
 * Spec 001 'Upload drop zones': one file, clicked or dropped; the kind's prompt, its limit and
 * accepted types; idle, uploading (spinner, text, progress bar) and done (preview, removal).
 */
export const UploadDropZone = ({
  folder,
  value,
  onChange,
  onUploadingChange,
  label,
  hint,
  testId,
  upload,
  doneLabel,
}: UploadDropZoneProps) => {
  const kind = uploadKindOfFolder(folder);
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);

  const take = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) return notify(uploadMessages.typeNotAccepted, { type: 'error' });
    const file = files[0]!;
    const rejection = rejectionOf(file, folder);
    if (rejection) return notify(rejection, { type: 'error' });
    setProgress(0);
    onUploadingChange?.(true);
    try {
      onChange(await (upload ? upload(file, setProgress) : uploadFile(file, folder, setProgress)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(
        message.startsWith('Erro') ||
          message.startsWith('Falha') ||
          message.startsWith('Seu') ||
          message.startsWith('Esse')
          ? message
          : uploadMessages.exception(message),
        { type: 'error' },
      );
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box data-testid={testId} sx={{ mb: 2 }}>
      {label ? (
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      ) : null}
      {progress !== null ? (
        <Box sx={{ border: '1px dashed', borderColor: 'primary.main', borderRadius: 1, p: 2, textAlign: 'center' }}>
          <CircularProgress size={24} />
          <Typography sx={{ mt: 1 }}>{busyText[kind]}</Typography>
          <LinearProgress variant="determinate" value={progress} sx={{ mt: 1 }} />
        </Box>
      ) : value ? (
        <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1 }}>
          {kind === 'image' ? (
            <img src={value} alt="" style={{ maxWidth: '100%', maxHeight: 200, display: 'block' }} />
          ) : null}
          {kind === 'video' ? (
            <video src={value} controls style={{ maxWidth: '100%', maxHeight: 240, display: 'block' }} />
          ) : null}
          {kind === 'audio' ? <audio src={value} controls /> : null}
          {kind === 'attachment' ? (
            <a href={value} target="_blank" rel="noreferrer">
              {value.split('/').pop()}
            </a>
          ) : null}
          <Typography variant="body2" color="success.main" sx={{ mt: 1 }}>
            {doneLabel ?? doneText[kind]}
          </Typography>
          <Button size="small" color="error" onClick={() => onChange(null)}>
            Remover
          </Button>
        </Box>
      ) : (
        <Box
          role="button"
          tabIndex={0}
          onClick={() => input.current?.click()}
          onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            void take(e.dataTransfer.files);
          }}
          sx={{
            border: '2px dashed',
            borderColor: over ? 'primary.main' : 'divider',
            borderRadius: 1,
            p: 3,
            textAlign: 'center',
            cursor: 'pointer',
          }}
        >
          <Typography>{uploadMessages.prompts[kind]}</Typography>
          {hint ? (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </Box>
      )}
      <input ref={input} type="file" hidden accept={acceptOf[kind]} onChange={(e) => void take(e.target.files)} />
    </Box>
  );
};
