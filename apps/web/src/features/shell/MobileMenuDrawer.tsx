'use client';

import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { MixedText } from '@/features/ui/MixedText';

export interface MenuItemLink {
  href: string;
  label: string;
}

/** The phone menu's drawer (loaded on the first open): the main links and the shop categories. */
export default function MobileMenuDrawer({
  open,
  onClose,
  links,
  categories,
}: {
  open: boolean;
  onClose: () => void;
  links: MenuItemLink[];
  categories: MenuItemLink[];
}) {
  const t = useTranslations();
  const item = (i: MenuItemLink) => (
    <ListItemButton key={i.href} component={Link} href={i.href} onClick={onClose}>
      <ListItemText primary={<MixedText>{i.label}</MixedText>} />
    </ListItemButton>
  );
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <List sx={{ width: 280 }} component="nav" aria-label={t('shell.mainNav')}>
        {links.map(item)}
        {categories.length > 0 && <Divider />}
        {categories.length > 0 && <ListSubheader>{t('shell.categoriesNav')}</ListSubheader>}
        {categories.map(item)}
      </List>
    </Drawer>
  );
}
