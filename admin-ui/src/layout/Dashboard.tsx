import { ComingSoon } from './ComingSoon';

/** Spec 002 'Dashboard' (/admin/) comes with later work. */
export const Dashboard = () => <ComingSoon title="Dashboard" />;

export default Dashboard;
