import { useEffect, useRef, useState } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import type { FinderStore } from "@shop/domain/store-finder";

/** The slice of the Google Maps JavaScript API the map uses. */
interface MapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: { lat: number; lng: number }; zoom: number },
  ) => { fitBounds(bounds: unknown): void };
  Marker: new (options: { position: { lat: number; lng: number }; map: unknown; title: string }) => {
    setMap(map: unknown): void;
  };
  LatLngBounds: new () => { extend(point: { lat: number; lng: number }): void };
}

declare global {
  interface Window {
    google?: { maps?: MapsApi };
    /** The maps script's ready callback (spec section 2: "a callback that flags the maps service as ready"). */
    __byggElMapsReady?: () => void;
  }
}

const CALLBACK = "__byggElMapsReady";
let mapsReady: Promise<MapsApi> | null = null;

/** Loads the maps script once per page life, with the page's CSP nonce, and resolves when its callback runs. */
function loadMaps(key: string): Promise<MapsApi> {
  if (mapsReady) return mapsReady;
  mapsReady = new Promise<MapsApi>((resolve, reject) => {
    window[CALLBACK] = () =>
      window.google?.maps ? resolve(window.google.maps) : reject(new Error("maps API missing after callback"));
    const script = document.createElement("script");
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&callback=${CALLBACK}&loading=async`;
    script.async = true;
    // Browsers hide nonce attributes but keep the property: reuse the one Remix's scripts carry.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.onerror = () => {
      mapsReady = null;
      reject(new Error("maps script failed to load"));
    };
    document.head.appendChild(script);
  });
  return mapsReady;
}

/**
 * A map of the listed stores, only in the browser and only with a maps key: without either the list
 * and its address links are the whole store finder. Pins follow the filtered list.
 */
export function StoreMap({ mapsKey, stores, label }: { mapsKey: string; stores: FinderStore[]; label?: string }) {
  const t = useT();
  const element = useRef<HTMLDivElement>(null);
  const [maps, setMaps] = useState<MapsApi | null>(null);
  const [failed, setFailed] = useState(false);
  const map = useRef<InstanceType<MapsApi["Map"]> | null>(null);

  useEffect(() => {
    let live = true;
    loadMaps(mapsKey).then(
      (api) => live && setMaps(api),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [mapsKey]);

  useEffect(() => {
    if (!maps || !element.current) return;
    const placed = stores.filter((store) => store.coordinates);
    if (!map.current) map.current = new maps.Map(element.current, { center: { lat: 62, lng: 16 }, zoom: 4 });
    const bounds = new maps.LatLngBounds();
    const markers = placed.map((store) => {
      const position = { lat: store.coordinates!.latitude, lng: store.coordinates!.longitude };
      bounds.extend(position);
      return new maps.Marker({ position, map: map.current, title: store.name });
    });
    if (placed.length > 0) map.current.fitBounds(bounds);
    return () => markers.forEach((marker) => marker.setMap(null));
  }, [maps, stores]);

  return (
    <div
      className="store-map"
      role="region"
      aria-label={label ?? t("catalogue-pages.stores.map_label")}
      data-maps-ready={maps ? "true" : "false"}
    >
      {failed ? <p>{t("catalogue-pages.stores.map_failed")}</p> : null}
      {!maps && !failed ? <p>{t("catalogue-pages.stores.map_loading")}</p> : null}
      <div ref={element} className="store-map__canvas" />
    </div>
  );
}
