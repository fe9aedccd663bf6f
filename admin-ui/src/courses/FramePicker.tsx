import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Slider, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { courseConstants, courseMessages } from '@gym/contracts/courses/courseMessages';
import { uploadFile } from '../dataProvider/uploads';
import { dataUrlToFile, isEmptyFrame } from './frames';

interface Props {
  readonly videoUrl: string;
  readonly onClose: () => void;
  /** The uploaded frame's address (folder units/covers). */
  readonly onPicked: (coverUrl: string) => void;
}

/**
 * 'Selecionar Cover do Vídeo' (spec 001): a slider over the video's duration (60 s when unknown) in 0.5 s
 * steps, 'Capturar' draws the frame at the slider time as JPEG at quality 0.8, 'Usar este Frame' uploads it
 * to units/covers as the lesson's cover. A frame under 10,000 characters of data counts as empty.
 */
export const FramePicker = ({ videoUrl, onClose, onPicked }: Props) => {
  const notify = useNotify();
  const video = useRef<HTMLVideoElement>(null);
  const [duration, setDuration] = useState<number>(courseConstants.frameDefaultDurationSeconds);
  const [time, setTime] = useState(0);
  const [frame, setFrame] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const seek = (seconds: number) => {
    setTime(seconds);
    const element = video.current;
    if (!element) return;
    try {
      element.currentTime = seconds;
    } catch (error) {
      notify(courseMessages.videoSeekError(error instanceof Error ? error.message : String(error)), { type: 'error' });
    }
  };

  const capture = () => {
    const element = video.current;
    try {
      if (!element?.videoWidth) throw new Error('no frame');
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      canvas.getContext('2d')!.drawImage(element, 0, 0, canvas.width, canvas.height);
      const data = canvas.toDataURL('image/jpeg', courseConstants.frameJpegQuality);
      if (isEmptyFrame(data)) {
        setFrame(null);
        notify(courseMessages.frameCaptureError, { type: 'error' });
        return;
      }
      setFrame(data);
    } catch {
      notify(courseMessages.frameCaptureError, { type: 'error' });
    }
  };

  const use = async () => {
    if (!frame) return notify(courseMessages.noFrame, { type: 'warning' });
    setBusy(true);
    try {
      const url = await uploadFile(dataUrlToFile(frame, `frame-${Date.now()}.jpg`), 'units/covers', () => {});
      notify(courseMessages.videoCoverSaved, { type: 'success' });
      onPicked(url);
    } catch (error) {
      notify(courseMessages.videoCoverFailed(error instanceof Error ? error.message : String(error)), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{courseMessages.framePickerTitle}</DialogTitle>
      <DialogContent>
        <Box
          component="video"
          ref={video}
          src={videoUrl}
          crossOrigin="anonymous"
          preload="auto"
          muted
          playsInline
          data-testid="frame-video"
          onLoadedMetadata={(e) => {
            const d = (e.target as HTMLVideoElement).duration;
            setDuration(Number.isFinite(d) && d > 0 ? d : courseConstants.frameDefaultDurationSeconds);
          }}
          onError={() => notify(courseMessages.videoLoadError(videoUrl), { type: 'error' })}
          sx={{ width: '100%', maxHeight: 320, background: '#000' }}
        />
        <Slider
          aria-label="Tempo do vídeo"
          min={0}
          max={duration}
          step={courseConstants.frameStepSeconds}
          value={time}
          onChange={(_e, value) => seek(value as number)}
          valueLabelDisplay="auto"
        />
        <Typography variant="body2">{time.toFixed(1)} s</Typography>
        {frame && (
          <Box
            component="img"
            src={frame}
            alt="Frame capturado"
            data-testid="frame-preview"
            sx={{ mt: 1, maxWidth: '100%', maxHeight: 200 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={capture}>{courseMessages.capture}</Button>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={!frame || busy} onClick={() => void use()}>
          {courseMessages.useFrame}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
