import { Box } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A table that fits a phone (issue 26): from 600 px up it is the table it wraps; below, every row becomes a
 * card whose cells stack, each preceded by its column's heading (copied from the table head into a
 * data-label), so a list never scrolls sideways on a 375 px screen.
 */
export const StackedTable = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const label = () => {
      for (const table of root.querySelectorAll('table')) {
        const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
        for (const row of table.querySelectorAll('tbody tr')) {
          [...row.children].forEach((cell, i) => {
            const heading = headings[i] ?? '';
            if (cell.getAttribute('data-label') !== heading) cell.setAttribute('data-label', heading);
          });
        }
      }
    };
    label();
    // Rows come and go with the data: label the new ones as they arrive.
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} sx={stackedSx}>
      {children}
    </Box>
  );
};

const stackedSx = {
  maxWidth: '100%',
  '@media (max-width: 599.95px)': {
    '& table, & tbody, & tr, & td': { display: 'block', width: '100%', boxSizing: 'border-box' },
    '& thead': { display: 'none' },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': { border: 'none', py: 0.25, px: 1, overflowWrap: 'anywhere', whiteSpace: 'normal !important' },
    '& td[data-label]:not([data-label=""])::before': { content: 'attr(data-label) ": "', fontWeight: 600 },
    '& td[colspan]': { textAlign: 'left' },
  },
} as const;
