// ECharts for the belt pages, from echarts/core with only what they draw (map with a visual map, bars and a
// line, grid, tooltip, legend, canvas), and the region's boundaries: a GeoJSON file shipped with the app
// (web/public/geo, see the README's "Map data"), fetched once when a belt page first draws its map.
import * as echarts from 'echarts/core';
import { BarChart, LineChart, MapChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
// The map's `labelLayout: { hideOverlap }` needs the label-layout feature: without it the option is ignored and
// the belts around Yiwu print their names over each other.
import { LabelLayout } from 'echarts/features';

echarts.use([
  MapChart,
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
  LabelLayout,
]);

export { echarts };

/** The map's name in ECharts and the file of its boundaries (the counties of Zhejiang province). */
export const REGION_MAP = 'zhejiang';
export const REGION_GEOJSON_URL = '/geo/zhejiang-counties.geo.json';

let loading: Promise<void> | null = null;

/** Registers the region's boundaries once; later calls wait for the same load. */
export function loadRegionMap(
  fetchJson: (url: string) => Promise<unknown> = (url) => fetch(url).then((r) => r.json()),
) {
  loading ??= fetchJson(REGION_GEOJSON_URL).then((geoJson) => {
    echarts.registerMap(REGION_MAP, geoJson as Parameters<typeof echarts.registerMap>[1]);
  });
  loading.catch(() => {
    // A failed load may be tried again (the page's retry).
    loading = null;
  });
  return loading;
}
