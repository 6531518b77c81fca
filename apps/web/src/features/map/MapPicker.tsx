'use client';

import 'leaflet/dist/leaflet.css';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@vip/domain';
import type { LeafletMouseEvent, Map as LeafletMap, Marker } from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { usePublicConfig } from '@/lib/public-config';
import styles from './map.module.css';

/** A point on the map (WGS84 degrees). */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** Tehran: where the map opens when there is no point yet. */
export const DEFAULT_MAP_CENTER: MapPoint = { lat: 35.6892, lng: 51.389 };

export interface MapPickerProps {
  value: MapPoint | null;
  onChange(point: MapPoint): void;
  /** Accessible name of the map (what the point is for). */
  label: string;
  /** Where to open when `value` is empty. */
  center?: MapPoint;
  height?: number;
}

/** Degrees rounded to ~1 m, so a saved point does not carry float noise. */
const round = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * A Leaflet map to pick one point: click or drag the pin, or (keyboard) pan with the arrow keys and press «pin here».
 * Tiles come from the public config's `mapTileUrl` (`MAP_TILE_URL`); when it is empty the map draws without tiles,
 * so tests and offline runs need no tile server. Leaflet touches `window`, so it is imported on the client only.
 */
export function MapPicker({ value, onChange, label, center = DEFAULT_MAP_CENTER, height = 280 }: MapPickerProps) {
  const t = useTranslations('map');
  const { mapTileUrl, mapTileAttribution } = usePublicConfig();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const place = useRef<(p: MapPoint) => void>(() => {});
  const movePin = useRef<(p: MapPoint) => void>(() => {});
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const hintId = useId();
  const zoomTitles = useRef({ in: t('zoomIn'), out: t('zoomOut') });
  // The map is built once from the first value; later values move the pin (second effect).
  const initial = useRef({ value, center });

  useEffect(() => {
    let cancelled = false;
    let created: LeafletMap | null = null;
    void import('leaflet').then((L) => {
      if (cancelled || !box.current) return;
      const first = initial.current.value;
      const start = first ?? initial.current.center;
      // Leaflet's own zoom buttons are titled "Zoom in/out": the control is added again with Persian titles.
      created = L.map(box.current, { center: [start.lat, start.lng], zoom: first ? 15 : 12, zoomControl: false });
      L.control.zoom({ zoomInTitle: zoomTitles.current.in, zoomOutTitle: zoomTitles.current.out }).addTo(created);
      created.attributionControl.setPrefix(false);
      if (mapTileUrl) L.tileLayer(mapTileUrl, { maxZoom: 19, attribution: mapTileAttribution ?? '' }).addTo(created);
      // A CSS pin instead of Leaflet's default PNG icon (whose URL bundlers break).
      const icon = L.divIcon({ className: styles.pin, iconSize: [28, 28], iconAnchor: [14, 28] });
      const showPin = (point: MapPoint) => {
        if (!created) return;
        if (marker.current) return void marker.current.setLatLng([point.lat, point.lng]);
        marker.current = L.marker([point.lat, point.lng], { icon, draggable: true, keyboard: false }).addTo(created);
        marker.current.on('dragend', () => {
          const ll = marker.current?.getLatLng();
          if (ll) onChangeRef.current({ lat: round(ll.lat), lng: round(ll.lng) });
        });
      };
      const pick = (p: MapPoint) => {
        const point = { lat: round(p.lat), lng: round(p.lng) };
        showPin(point);
        onChangeRef.current(point);
      };
      if (first) showPin(first);
      created.on('click', (e: LeafletMouseEvent) => pick(e.latlng));
      place.current = pick;
      movePin.current = showPin;
      map.current = created;
    });
    return () => {
      cancelled = true;
      created?.remove();
      map.current = null;
      marker.current = null;
    };
  }, [mapTileUrl, mapTileAttribution]);

  // A value set from outside (e.g. editing another recipient) moves the pin and the view.
  useEffect(() => {
    if (!value || !map.current) return;
    const at = marker.current?.getLatLng();
    if (at && round(at.lat) === value.lat && round(at.lng) === value.lng) return;
    movePin.current(value);
    map.current.setView([value.lat, value.lng], Math.max(map.current.getZoom(), 15));
  }, [value]);

  const pinAtCentre = () => {
    const c = map.current?.getCenter();
    if (c) place.current({ lat: c.lat, lng: c.lng });
  };

  return (
    <Box>
      <div
        ref={box}
        dir="ltr"
        className={styles.map}
        style={{ height }}
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        data-testid="map-picker"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Button size="small" variant="outlined" startIcon={<MyLocationOutlined />} onClick={pinAtCentre}>
          {t('pinAtCentre')}
        </Button>
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flex: '1 1 200px' }}>
          {t('hint')}
        </Typography>
        <Typography variant="body2" aria-live="polite" data-testid="map-point">
          {value ? t('chosen', { lat: formatNumber(value.lat), lng: formatNumber(value.lng) }) : t('none')}
        </Typography>
      </Box>
    </Box>
  );
}
