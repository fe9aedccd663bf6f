import { useEffect, useState } from 'react';
import { Collapse, ListItemIcon, ListItemText, MenuItem, MenuList } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  MenuItemLink,
  useBasename,
  useGetIdentity,
  useLocation,
  useLogoutIfAccessDenied,
  useSidebarState,
} from 'react-admin';
import { useAccount } from '../account/useAccount';
import { accountCode } from '../lib/env';
import { sectionIcons } from './sectionIcons';
import { session } from '../auth/session';
import { sectionsForRole } from './roleNavigation';
import { sectionOfPath, sectionsFor, type NavEntry, type NavSection } from './navigation';

const EntryLink = ({ entry, nested }: { entry: NavEntry; nested: boolean }) => {
  const basename = useBasename();
  if (entry.outside) {
    return (
      <MenuItem component="a" href={`/${accountCode}${entry.to}`} sx={{ pl: nested ? 4 : 2 }}>
        <ListItemText primary={entry.label} />
        <OpenInNewIcon fontSize="small" color="action" />
      </MenuItem>
    );
  }
  return <MenuItemLink to={`${basename}${entry.to}`} primaryText={entry.label} sx={{ pl: nested ? 4 : 2 }} />;
};

const Section = ({ section, open, onToggle }: { section: NavSection; open: boolean; onToggle: () => void }) => {
  const [only] = section.entries;
  if (section.entries.length === 1 && only) {
    return <EntryLink entry={only} nested={false} />;
  }
  const id = `nav-section-${section.key}`;
  return (
    <>
      <MenuItem onClick={onToggle} aria-expanded={open} aria-controls={id}>
        <ListItemIcon>{sectionIcons[section.key]}</ListItemIcon>
        <ListItemText primary={section.label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit id={id}>
        {section.entries.map((entry) => (
          <EntryLink key={entry.to} entry={entry} nested />
        ))}
      </Collapse>
    </>
  );
};

/**
 * Spec 000 'Admin side navigation': one section open at a time, the open one follows the path, a second
 * click closes it. Rendered only with an account that has a code and a user that has a name.
 */
export const AdminMenu = () => {
  const { account, error } = useAccount();
  const { identity } = useGetIdentity();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const location = useLocation();
  const basename = useBasename();
  const [sidebarOpen] = useSidebarState();
  const path = location.pathname.startsWith(basename) ? location.pathname.slice(basename.length) || '/' : '/';
  const sections = account ? sectionsForRole(sectionsFor(account), session.user()?.rule) : [];
  const current = sectionOfPath(sections, path);
  const [open, setOpen] = useState<string | null>(current);

  useEffect(() => setOpen(current), [current]);
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);

  if (!account?.code || !identity?.fullName) return null;
  return (
    <nav aria-label="Navegação principal">
      <MenuList sx={{ width: sidebarOpen ? 260 : 56, transition: 'width 195ms' }}>
        {sections.map((section) => (
          <Section
            key={section.key}
            section={section}
            open={open === section.key}
            onToggle={() => setOpen((o) => (o === section.key ? null : section.key))}
          />
        ))}
      </MenuList>
    </nav>
  );
};
