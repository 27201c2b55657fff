/** The map's rules-aware overlays off the UI thread (comlink): compiling a big mission never freezes the editor. */
import { expose } from 'comlink';
import { createOverlayEngine } from './overlay-engine';

expose(createOverlayEngine());
