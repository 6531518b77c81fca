'use client';

import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MenuItemLink } from './MobileMenuDrawer';

// The drawer (with MUI's Modal, transitions and focus trap) is loaded on the first open, not with every page.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = dynamic(loadDrawer, { ssr: false });

/** Phone menu: a drawer from the right (RTL start) with the main links and the shop categories. */
export function MobileMenu({ links, categories }: { links: MenuItemLink[]; categories: MenuItemLink[] }) {
  const t = useTranslations('common');
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so that closing still animates.
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('menu')}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
        sx={{ display: { md: 'none' } }}
        edge="start"
      >
        <MenuIcon />
      </IconButton>
      {used && <MobileMenuDrawer open={open} onClose={() => setOpen(false)} links={links} categories={categories} />}
    </>
  );
}
