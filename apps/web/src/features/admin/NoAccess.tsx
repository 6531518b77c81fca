'use client';

import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { M } from './messages';
import { isBackOfficeScreen } from './resources';

/**
 * What a path without a route shows: a screen the role may not open says so (the menu never links there); any
 * other path is simply not a page of the back office.
 */
export function NoAccess() {
  const { pathname } = useLocation();
  const denied = isBackOfficeScreen(pathname);
  const title = denied ? M.noAccess.title : M.noAccess.missingTitle;
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, alignItems: 'flex-start' }} data-testid="no-access">
      <Title title={title} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {denied && <Block color="error" aria-hidden />}
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
      </Stack>
      <Typography>{denied ? M.noAccess.body : M.noAccess.missingBody}</Typography>
      <Button component={Link} to="/" variant="contained">
        {M.noAccess.home}
      </Button>
    </Stack>
  );
}
