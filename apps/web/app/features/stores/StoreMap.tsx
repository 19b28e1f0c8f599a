import 'leaflet/dist/leaflet.css';
import type { Store } from '@sen/core/stores/index';
import { storeAddress } from '@sen/core/stores/index';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

/**
 * The stores on a Leaflet map (lazy chunk: Leaflet, its CSS and the tiles load only here).
 * Markers are circles (no marker images to resolve); the tile address comes from the server
 * (MAP_TILE_URL), OpenStreetMap's by default, with its attribution.
 */
export default function StoreMap({ stores, tileUrl, height }: { stores: Store[]; tileUrl: string; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const s of stores) {
      if (s.latitude === null || s.longitude === null) continue;
      const at: L.LatLngExpression = [s.latitude, s.longitude];
      points.push(at);
      const popup = document.createElement('div');
      const name = document.createElement('a');
      name.href = `/stores/${s.id}`;
      name.textContent = s.name;
      name.style.fontWeight = '700';
      const address = document.createElement('div');
      address.textContent = storeAddress(s);
      popup.append(name, address);
      L.circleMarker(at, { radius: 9, color: '#be123c', fillColor: '#e11d48', fillOpacity: 0.9, weight: 2 })
        .bindPopup(popup)
        .addTo(map);
    }
    if (points.length === 1) map.setView(points[0]!, 15);
    else map.fitBounds(L.latLngBounds(points), { padding: [30, 30] });
    return () => {
      map.remove();
    };
  }, [stores, tileUrl]);
  return (
    <div ref={box} style={{ height }} className="z-0 overflow-hidden rounded-2xl border border-line" data-testid="leaflet-map" />
  );
}
