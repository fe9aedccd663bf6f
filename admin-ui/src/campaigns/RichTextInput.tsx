import { useEffect, useRef } from 'react';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { Box, FormHelperText, IconButton, InputLabel, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';

const tools = [
  { command: 'bold', title: 'Negrito', icon: <FormatBoldIcon fontSize="small" /> },
  { command: 'italic', title: 'Itálico', icon: <FormatItalicIcon fontSize="small" /> },
  { command: 'underline', title: 'Sublinhado', icon: <FormatUnderlinedIcon fontSize="small" /> },
  { command: 'insertUnorderedList', title: 'Lista', icon: <FormatListBulletedIcon fontSize="small" /> },
  { command: 'insertOrderedList', title: 'Lista numerada', icon: <FormatListNumberedIcon fontSize="small" /> },
] as const;

/**
 * A light rich-text editor (contentEditable with the browser's editing commands). ra-input-rich-text
 * 5.15.3 was tried first: its tiptap dependencies resolve to mixed 3.31/3.34 versions here and the
 * build fails. The server sanitises the HTML before it is stored or sent, whatever this produces.
 */
export const RichTextInput = ({
  source,
  label,
  validate,
  height = 500,
}: {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  height?: number;
}) => {
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const ref = useRef<HTMLDivElement>(null);
  // Only write into the editor when the value changed from outside (loading a record), never while typing.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== (field.value ?? '')) ref.current.innerHTML = field.value ?? '';
  }, [field.value]);
  const sync = () => field.onChange(ref.current?.innerHTML ?? '');
  const run = (command: string, value?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, value);
    sync();
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <InputLabel shrink error={!!error}>
        {label}
        {isRequired ? ' *' : ''}
      </InputLabel>
      <Box sx={{ display: 'flex', gap: 0.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        {tools.map((t) => (
          <Tooltip key={t.command} title={t.title}>
            <IconButton
              size="small"
              aria-label={t.title}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(t.command)}
            >
              {t.icon}
            </IconButton>
          </Tooltip>
        ))}
        <Tooltip title="Link">
          <IconButton
            size="small"
            aria-label="Link"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              const url = window.prompt('Endereço do link');
              if (url) run('createLink', url);
            }}
          >
            <LinkIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={sync}
        onBlur={() => {
          sync();
          field.onBlur();
        }}
        sx={{
          height,
          overflowY: 'auto',
          p: 1.5,
          border: '1px solid',
          borderColor: error ? 'error.main' : 'divider',
          borderTop: 0,
          outline: 'none',
          '& p': { m: 0 },
        }}
      />
      {error ? (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      ) : null}
    </Box>
  );
};
