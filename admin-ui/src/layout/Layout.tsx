import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { AdminMenu } from './Menu';
import { AdminUserMenu } from './UserMenu';

const AdminAppBar = () => (
  <AppBar userMenu={<AdminUserMenu />}>
    <TitlePortal />
  </AppBar>
);

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  // minWidth 0: the content column may shrink below its widest content (a row of tabs), so a phone
  // scrolls the tabs instead of the whole page (issue 26).
  <Layout
    appBar={AdminAppBar}
    menu={AdminMenu}
    sx={{ minWidth: { xs: 0, sm: 'fit-content' }, '& .RaLayout-content': { minWidth: 0 } }}
  >
    {children}
  </Layout>
);
