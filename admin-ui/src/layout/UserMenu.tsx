import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import PersonIcon from '@mui/icons-material/Person';
import { MenuItemLink, UserMenu, useBasename, useGetIdentity, useLogout, useUserMenu } from 'react-admin';
import { messages } from '@gym/contracts/messages';

const MyProfileItem = forwardRef<HTMLLIElement>((_props, ref) => {
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  if (!identity) return null;
  return (
    <MenuItemLink
      ref={ref}
      to={`${basename}/alunos/${encodeURIComponent(String(identity.id))}/edit`}
      primaryText="Meu Perfil"
      leftIcon={<PersonIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
});
MyProfileItem.displayName = 'MyProfileItem';

/** Sign-out needs a browser confirmation (spec 000 section 6). */
const SignOutItem = forwardRef<HTMLLIElement>((_props, ref) => {
  const logout = useLogout();
  const userMenu = useUserMenu();
  const signOut = () => {
    userMenu?.onClose();
    if (window.confirm(messages.confirmSignOut)) void logout();
  };
  return (
    <MenuItem ref={ref} onClick={signOut}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Sair</ListItemText>
    </MenuItem>
  );
});
SignOutItem.displayName = 'SignOutItem';

export const AdminUserMenu = () => (
  <UserMenu>
    <MyProfileItem />
    <SignOutItem />
  </UserMenu>
);
