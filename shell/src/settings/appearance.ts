// SPEC 2.1: the settings panel's choices (sidebar colour, background, image), kept in localStorage so
// they survive a reload. Colours and backgrounds are the theme's (shared-ui); images ship with the shell.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SidebarBackground, SidebarColor } from '@portal/shared-ui';
import roadNight from '../assets/sidebar/road-night.svg';
import tread from '../assets/sidebar/tread.svg';
import mountain from '../assets/sidebar/mountain.svg';
import city from '../assets/sidebar/city.svg';

export const SIDEBAR_IMAGES: readonly string[] = [roadNight, tread, mountain, city];
export const SIDEBAR_COLORS: readonly SidebarColor[] = ['purple', 'azure', 'green', 'orange', 'danger', 'rose'];
export const SIDEBAR_BACKGROUNDS: readonly SidebarBackground[] = ['black', 'white', 'blue'];

export interface AppearanceState {
  color: SidebarColor;
  background: SidebarBackground;
  showImage: boolean;
  /** index into SIDEBAR_IMAGES */
  image: number;
  setColor(color: SidebarColor): void;
  setBackground(background: SidebarBackground): void;
  setShowImage(show: boolean): void;
  setImage(index: number): void;
}

export const APPEARANCE_STORAGE_KEY = 'portal.appearance';

export const useAppearance = create<AppearanceState>()(
  persist(
    (set) => ({
      color: 'rose',
      background: 'black',
      showImage: true,
      image: 0,
      setColor: (color) => set({ color }),
      setBackground: (background) => set({ background }),
      setShowImage: (showImage) => set({ showImage }),
      setImage: (image) => set({ image: Math.max(0, Math.min(SIDEBAR_IMAGES.length - 1, image)) }),
    }),
    {
      name: APPEARANCE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ color, background, showImage, image }) => ({ color, background, showImage, image }),
    },
  ),
);
