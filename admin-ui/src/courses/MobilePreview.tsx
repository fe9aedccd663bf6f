import { Box, Button, ButtonGroup, Dialog, DialogContent, DialogTitle, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useState } from 'react';
import { courseConstants, courseMessages } from '@gym/contracts/courses/courseMessages';
import { modeOfRatio } from './frames';

export interface PreviewCourse {
  readonly id: string;
  readonly title: string | null;
  readonly description: string | null;
  readonly resume?: string | null;
  readonly coverUrl: string | null;
  readonly posterUrl: string | null;
}
type Mode = 'poster' | 'cover' | 'both';

/** The course image used when an image fails to load (spec 001 section 8): an inline picture, no request. */
export const DEFAULT_COURSE_IMAGE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='320' height='180'><rect width='100%' height='100%' fill='%23333'/><text x='50%' y='50%' fill='%23bbb' font-family='sans-serif' font-size='20' text-anchor='middle'>Curso</text></svg>";

const sample = (n: number, color: string): PreviewCourse => ({
  id: `exemplo-${n}`,
  title: `Curso de exemplo ${n}`,
  description: 'Um curso de exemplo para ver o estilo.',
  coverUrl: `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='320' height='180'><rect width='100%' height='100%' fill='${color}'/></svg>`,
  posterUrl: `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='200' height='300'><rect width='100%' height='100%' fill='${color}'/></svg>`,
});
/** Spec 001 section 9: 4 sample courses show when none are given. */
export const SAMPLE_COURSES: readonly PreviewCourse[] = [
  sample(1, '%23e50914'),
  sample(2, '%231f6feb'),
  sample(3, '%232da44e'),
  sample(4, '%23bf8700'),
];

/** Spec 001 section 3 'Course for the phone preview': title and description fallbacks. */
export const previewTitle = (c: PreviewCourse) => c.title?.trim() || courseMessages.previewUntitled;
export const previewDescription = (c: PreviewCourse) =>
  c.description?.trim() || c.resume?.trim() || courseMessages.previewNoDescription;

/** The share of courses with a cover, a poster and both, in whole percent. */
export function previewStats(courses: readonly PreviewCourse[]) {
  const pct = (n: number) => (courses.length ? Math.round((n / courses.length) * 100) : 0);
  return {
    cover: pct(courses.filter((c) => c.coverUrl).length),
    poster: pct(courses.filter((c) => c.posterUrl).length),
    both: pct(courses.filter((c) => c.coverUrl && c.posterUrl).length),
  };
}

const Img = ({ src, ratio, alt }: { src: string | null; ratio: string; alt: string }) => (
  <Box
    component="img"
    src={src || DEFAULT_COURSE_IMAGE}
    alt={alt}
    onError={(e) => {
      const img = e.currentTarget as HTMLImageElement;
      if (img.src !== DEFAULT_COURSE_IMAGE) img.src = DEFAULT_COURSE_IMAGE;
    }}
    sx={{ width: '100%', aspectRatio: ratio, objectFit: 'cover', borderRadius: 1, display: 'block' }}
  />
);

/**
 * 'Estilo Netflix' (spec 001): the courses in a phone frame (at most 375 px wide, list 600 px high, 500 on
 * small screens) as posters (2:3), covers (16:9) or both; selecting a mode clears the selected course.
 */
export const MobilePreview = ({
  courses,
  initialMode = 'both',
}: {
  courses?: readonly PreviewCourse[];
  initialMode?: Mode;
}) => {
  const list = courses && courses.length > 0 ? courses : SAMPLE_COURSES;
  const [mode, setMode] = useState<Mode>(initialMode);
  const [selected, setSelected] = useState<PreviewCourse | null>(null);
  const small = useMediaQuery(`(max-width:${courseConstants.mobileBreakpointPx - 0.05}px)`);
  useEffect(() => setMode(initialMode), [initialMode]);
  const stats = previewStats(list);
  const choose = (m: Mode) => {
    setMode(m);
    setSelected(null);
  };
  return (
    <Box data-testid="mobile-preview">
      <ButtonGroup size="small" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button variant={mode === 'poster' ? 'contained' : 'outlined'} onClick={() => choose('poster')}>
          Somente Pôster (2:3)
        </Button>
        <Button variant={mode === 'cover' ? 'contained' : 'outlined'} onClick={() => choose('cover')}>
          Somente Capa (16:9)
        </Button>
        <Button variant={mode === 'both' ? 'contained' : 'outlined'} onClick={() => choose('both')}>
          Ambos
        </Button>
      </ButtonGroup>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Com capa: {stats.cover}% · Com pôster: {stats.poster}% · Com ambos: {stats.both}%
      </Typography>
      <Box
        sx={{
          maxWidth: courseConstants.previewMaxWidthPx,
          mx: 'auto',
          border: '10px solid #222',
          borderRadius: 4,
          bgcolor: '#111',
          color: '#fff',
          height: small ? courseConstants.previewListHeightSmallPx : courseConstants.previewListHeightPx,
          overflowY: 'auto',
          p: 1.5,
          boxSizing: 'border-box',
        }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: mode === 'poster' ? '1fr 1fr' : '1fr', gap: 1.5 }}>
          {list.map((c) => (
            <Box
              key={c.id}
              data-testid="preview-card"
              onClick={() => setSelected(c)}
              sx={{ cursor: 'pointer', outline: selected?.id === c.id ? '2px solid #e50914' : 'none', borderRadius: 1 }}
            >
              {mode !== 'cover' && <Img src={c.posterUrl} ratio="2 / 3" alt={previewTitle(c)} />}
              {mode !== 'poster' && (
                <Box sx={{ mt: mode === 'both' ? 1 : 0 }}>
                  <Img src={c.coverUrl} ratio="16 / 9" alt={previewTitle(c)} />
                </Box>
              )}
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {previewTitle(c)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      {selected && (
        <Box sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="preview-selected">
          <Typography variant="subtitle1">{previewTitle(selected)}</Typography>
          <Typography variant="body2">{previewDescription(selected)}</Typography>
          <Typography variant="caption" component="div">
            Capa: {selected.coverUrl ?? '—'}
          </Typography>
          <Typography variant="caption" component="div">
            Pôster: {selected.posterUrl ?? '—'}
          </Typography>
        </Box>
      )}
    </Box>
  );
};

/** The modal version: the mode comes from the image's ratio (0.6-0.75 poster, 1.5-2 cover, otherwise both). */
export const CoursePreviewDialog = ({ course, onClose }: { course: PreviewCourse; onClose: () => void }) => {
  const [mode, setMode] = useState<Mode>('both');
  useEffect(() => {
    const src = course.posterUrl ?? course.coverUrl;
    if (!src) return;
    const img = new Image();
    img.onload = () => img.naturalHeight > 0 && setMode(modeOfRatio(img.naturalWidth / img.naturalHeight));
    img.src = src;
  }, [course.posterUrl, course.coverUrl]);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Estilo Netflix</DialogTitle>
      <DialogContent>
        <MobilePreview courses={[course]} initialMode={mode} />
      </DialogContent>
    </Dialog>
  );
};
