import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { MemberNavKey } from './nav';

const ICONS: Record<MemberNavKey, ComponentType<SvgIconProps>> = {
  home: DashboardOutlined,
  orders: ReceiptLongOutlined,
  cipOrders: FlightTakeoff,
  passengers: Groups2Outlined,
  credit: AccountBalanceWalletOutlined,
  tickets: SupportAgentOutlined,
  favorites: FavoriteBorder,
  reviews: RateReviewOutlined,
  profile: BadgeOutlined,
};

/** The icon of a member-area entry (the same in the side nav, the account menu and the shortcuts). */
export function NavIcon({ item, ...props }: { item: MemberNavKey } & SvgIconProps) {
  const Icon = ICONS[item];
  return <Icon aria-hidden {...props} />;
}
