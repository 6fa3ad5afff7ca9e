import type { Icon } from '@tabler/icons-react';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconAward from '@tabler/icons-react/dist/esm/icons/IconAward.mjs';
import IconBath from '@tabler/icons-react/dist/esm/icons/IconBath.mjs';
import IconBolt from '@tabler/icons-react/dist/esm/icons/IconBolt.mjs';
import IconBuilding from '@tabler/icons-react/dist/esm/icons/IconBuilding.mjs';
import IconBulb from '@tabler/icons-react/dist/esm/icons/IconBulb.mjs';
import IconCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import IconCamera from '@tabler/icons-react/dist/esm/icons/IconCamera.mjs';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconDroplet from '@tabler/icons-react/dist/esm/icons/IconDroplet.mjs';
import IconFlame from '@tabler/icons-react/dist/esm/icons/IconFlame.mjs';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconLeaf from '@tabler/icons-react/dist/esm/icons/IconLeaf.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import IconPipeline from '@tabler/icons-react/dist/esm/icons/IconPipeline.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import IconSnowflake from '@tabler/icons-react/dist/esm/icons/IconSnowflake.mjs';
import IconStar from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import IconThumbUp from '@tabler/icons-react/dist/esm/icons/IconThumbUp.mjs';
import IconTool from '@tabler/icons-react/dist/esm/icons/IconTool.mjs';
import IconTruck from '@tabler/icons-react/dist/esm/icons/IconTruck.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import IconWash from '@tabler/icons-react/dist/esm/icons/IconWash.mjs';
import IconWaveSine from '@tabler/icons-react/dist/esm/icons/IconWaveSine.mjs';
import IconTools from '@tabler/icons-react/dist/esm/icons/IconTools.mjs';
import type { IconName } from '../../schema/icon.ts';

/** Each icon name a page may use, and its Tabler icon: a name without an icon fails to compile. */
export const icons: Record<IconName, Icon> = {
  alert: IconAlertTriangle, award: IconAward, bath: IconBath, bolt: IconBolt, building: IconBuilding, bulb: IconBulb,
  calendar: IconCalendar, camera: IconCamera, certificate: IconCertificate, check: IconCheck, clock: IconClock,
  droplet: IconDroplet, flame: IconFlame, home: IconHome, leaf: IconLeaf, 'map-pin': IconMapPin, phone: IconPhone,
  pipe: IconPipeline, search: IconSearch, settings: IconSettings, shield: IconShieldCheck, snowflake: IconSnowflake,
  star: IconStar, 'thumb-up': IconThumbUp, tool: IconTool, truck: IconTruck, users: IconUsers, wash: IconWash,
  wave: IconWaveSine, wrench: IconTools,
};
