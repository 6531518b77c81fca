import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';

/** A gallery thumbnail that selects its item: pressed and outlined in the primary colour while selected. */
export function ThumbnailButton({
  src,
  width,
  height,
  label,
  selected,
  onClick,
  imgSx,
}: {
  src: string;
  width: number;
  height: number;
  label: string;
  selected: boolean;
  onClick: () => void;
  /** More styles of the image. */
  imgSx?: SxProps<Theme>;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-label={label}
      aria-pressed={selected}
      sx={{
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        border: 2,
        borderColor: selected ? 'primary.main' : 'transparent',
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="img"
        src={src}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        sx={[{ display: 'block', width, height, objectFit: 'cover' }, ...(Array.isArray(imgSx) ? imgSx : [imgSx])]}
      />
    </ButtonBase>
  );
}
