'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, CREDIT_TYPE } from '@vip/contract';
import { formatNumber, tomanToRial } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/features/ui/toast';
import { type FormEvent, useState } from 'react';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { useMemberUpload } from '@/features/dashboard/upload';
import { FilePicker, fileTooBig } from '@/features/ui/FilePicker';
import { DateField } from '@/features/ui/DateField';
import { parseToman } from './amount';

const today = () => new Date().toISOString().slice(0, 10);

/** Offline top-up: declare a bank deposit slip or a cheque with its date (Jalali picker) and the receipt. */
export function OfflineTopup({ onDone }: { onDone: () => void }) {
  const t = useTranslations('credit');
  const fmt = useFormat();
  const memberCall = useMemberCall();
  const uploadFile = useMemberUpload();
  const queryClient = useQueryClient();
  const { member } = useMember();
  const { enqueueSnackbar } = useSnackbar();
  const [type, setType] = useState<number>(CREDIT_TYPE.deposit);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState<string | null>(today());
  const [cheque, setCheque] = useState('');
  const [source, setSource] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const account = useMemberEndpoint(api.isCreditTypeEnabled, { query: { type_code: type } });
  const bank = account.data?.data.bank_account;
  const toman = parseToman(amount);
  const problems = {
    amount: toman === null || toman < 10_000,
    date: !date,
    cheque: type === CREDIT_TYPE.cheque && cheque.trim() === '',
    file: fileTooBig(file),
  };

  const send = useMutation({
    mutationFn: async ({ toman, date }: { toman: number; date: string }) => {
      const { data } = await memberCall(api.offlineIncrease, {
        body: {
          value: tomanToRial(toman),
          type_code: type as 2 | 3,
          cheque_date: date,
          cheque_number: type === CREDIT_TYPE.cheque ? cheque : undefined,
          deposit_source: source,
          description,
          title: '',
        },
      });
      if (file) await uploadFile(api.putCreditAttachment, { id: data.id }, file);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member', member?.id] });
      enqueueSnackbar(t('offlineSent'), { variant: 'success' });
      setAmount('');
      setCheque('');
      setSource('');
      setDescription('');
      setFile(null);
      setTried(false);
      onDone();
    },
  });
  const busy = send.isPending;
  const error = send.error?.message ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || toman === null || !date) return;
    send.mutate({ toman, date });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
      data-testid="offline-form"
    >
      {bank && (
        <Alert severity="info" icon={false}>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('depositTo', { bank: bank.bank_name, owner: bank.owner })}
          </Typography>
          <Typography variant="body2">
            {t('sheba')}: <bdi dir="ltr">{bank.sheba}</bdi>
          </Typography>
          <Typography variant="body2">
            {t('accountNumber')}: <bdi dir="ltr">{fmt.digits(bank.account_number)}</bdi> – {t('cardNumber')}:{' '}
            <bdi dir="ltr">{fmt.digits(bank.card_number.replace(/(\d{4})(?=\d)/g, '$1-'))}</bdi>
          </Typography>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t('type')}
          value={type}
          onChange={(e) => setType(Number(e.target.value))}
          id="offline-type"
        >
          <MenuItem value={CREDIT_TYPE.deposit}>{t('typeDeposit')}</MenuItem>
          <MenuItem value={CREDIT_TYPE.cheque}>{t('typeCheque')}</MenuItem>
        </TextField>
        <TextField
          label={t('amountToman')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          onBlur={() => toman !== null && setAmount(formatNumber(toman))}
          required
          error={tried && problems.amount}
          helperText={tried && problems.amount ? t('amountMin') : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'offline-amount' } }}
        />
        <DateField
          label={type === CREDIT_TYPE.cheque ? t('chequeDate') : t('depositDate')}
          value={date}
          onChange={setDate}
          id="offline-date"
          required
          error={tried && problems.date}
          helperText={tried && problems.date ? t('dateRequired') : ' '}
        />
        {type === CREDIT_TYPE.cheque ? (
          <TextField
            label={t('chequeNumber')}
            value={cheque}
            onChange={(e) => setCheque(e.target.value)}
            required
            error={tried && problems.cheque}
            helperText={tried && problems.cheque ? t('chequeRequired') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          />
        ) : (
          <TextField
            label={t('depositSource')}
            value={source}
            onChange={(e) => setSource(e.target.value)}
            helperText={t('depositSourceHelp')}
          />
        )}
      </Box>
      <TextField
        label={t('description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
      />
      <FilePicker
        file={file}
        onChange={setFile}
        label={t('receipt')}
        help={t('receiptHelp')}
        tooBigText={t('fileTooBig')}
        testId="offline-receipt"
        statusTestId="offline-file"
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="offline-submit">
        {busy ? t('sending') : t('sendOffline')}
      </Button>
    </Box>
  );
}
