import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import StoreIcon from '@mui/icons-material/Store';
import PeopleIcon from '@mui/icons-material/People';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import SchoolIcon from '@mui/icons-material/School';
import StarsIcon from '@mui/icons-material/Stars';
import ForumIcon from '@mui/icons-material/Forum';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import SettingsIcon from '@mui/icons-material/Settings';

export const sectionIcons: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  checkins: <HowToRegIcon />,
  filials: <StoreIcon />,
  users: <PeopleIcon />,
  treinos: <FitnessCenterIcon />,
  'info-products': <SchoolIcon />,
  points: <StarsIcon />,
  communication: <ForumIcon />,
  social: <ThumbUpIcon />,
  app: <PhoneIphoneIcon />,
  finance: <AttachMoneyIcon />,
  settings: <SettingsIcon />,
};
