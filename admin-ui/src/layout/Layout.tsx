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
  <Layout appBar={AdminAppBar} menu={AdminMenu}>
    {children}
  </Layout>
);
