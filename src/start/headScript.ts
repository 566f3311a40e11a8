import {
  COPY_FROM_ATTRIBUTE,
  COPY_LINK_ATTRIBUTE,
  COPY_TEXT_ATTRIBUTE,
  HELD_INPUT,
  HELD_SUBMIT_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
} from './markup.ts';
import { PHASE_SCRIPT } from '../events/phaseScript.ts';

/**
 * The part of the head script that makes a page's islands (a form, the prompt library, the badge)
 * answer before they are hydrated. A slow phone shows the page some time before an island's code has
 * arrived; until then, inside the island:
 * - a copy button copies at once, inside the visitor's own tap (Safari and Firefox allow the
 *   clipboard nowhere else), and its feedback is shown when the app arrives; a prompt is copied with
 *   the blanks the visitor filled (a field's value, or the blank as written when it is empty);
 * - a form that posts answers, sent too soon, is held (never sent by the browser itself, which would put the answers
 *   in the address), marked on <html> so the form says it will go, and sent once by the app;
 * - a tap on any other button the app drives is remembered and replayed once by the app;
 * - what is typed into a field or ticked is remembered, and handed to the app when it starts.
 * Popover toggles, links, anchors and downloads are HTML and work on their own. Events it handles
 * go no further, so React (which listens from the moment hydration begins) never acts on them twice.
 * Once an island says it is hydrated, it steps aside there. Written out as text: its hash in the
 * Content-Security-Policy is taken from this exact string (see src/start/headScript.ts).
 */
export const HELD_INPUT_SCRIPT = [
  '(function(){',
  `var d=document,q=window.${HELD_INPUT}={fields:[],copies:[],clicks:[],submits:[]};`,
  `function early(e){var t=e.target,p=t.closest&&t.closest("[${ISLAND_ATTRIBUTE}]");`,
  `return p&&!p.hasAttribute("${HYDRATED_ATTRIBUTE}")?p:null}`,
  // What the visitor types or ticks, as they leave it: an island's first renders may write a field's
  // prerendered value back before React has heard of the change, so the island replays it from here.
  'function field(e){var t=e.target,i,f;if(!early(e)||!/^(INPUT|TEXTAREA)$/.test(t.tagName))return;',
  'for(i=0;i<q.fields.length;i++)if(q.fields[i].element===t)f=q.fields[i];',
  'if(!f)q.fields.push(f={element:t});f.value=t.value;f.checked=t.checked}',
  'd.addEventListener("input",field,true);d.addEventListener("change",field,true);',
  // A prompt's text as the copy button gives it (src/prompts/promptPlaceholders.ts): each blank's field
  // replaced by its value, or by a value given to a bracketed blank written alike, or by the blank as
  // written (its placeholder) while it holds no more than spaces.
  'function text(s){var c=s.cloneNode(true),a=s.querySelectorAll("textarea"),b=c.querySelectorAll("textarea"),m={},i,p;',
  'function v(i){return/\\S/.test(a[i].value)?a[i].value:""}',
  'for(i=0;i<a.length;i++){p=a[i].placeholder;if(p.charAt(0)==="["&&v(i)&&!m[p])m[p]=v(i)}',
  'for(i=0;i<a.length;i++){p=a[i].placeholder;b[i].replaceWith(v(i)||(p.charAt(0)==="["&&m[p])||p)}',
  'return c.textContent}',
  'd.addEventListener("click",function(e){',
  'if(!early(e)||!e.target.closest)return;',
  `var t=e.target.closest("[${COPY_FROM_ATTRIBUTE}],[${COPY_LINK_ATTRIBUTE}],[${COPY_TEXT_ATTRIBUTE}],button");`,
  'if(!t||t.disabled||t.type==="submit"||t.hasAttribute("popovertarget"))return;',
  `var f=t.getAttribute("${COPY_FROM_ATTRIBUTE}"),s=f?d.getElementById(f):null,l=t.getAttribute("${COPY_LINK_ATTRIBUTE}"),`,
  `x=s?text(s):l!==null?new URL(l,location.href).href:t.getAttribute("${COPY_TEXT_ATTRIBUTE}");`,
  'e.preventDefault();e.stopPropagation();',
  'if(x===null){if(q.clicks.indexOf(t)<0)q.clicks.push(t);return}',
  'var c=navigator.clipboard;',
  'q.copies.push({element:t,done:c&&c.writeText?c.writeText(x).then(function(){return true},function(){return false}):Promise.resolve(false)})',
  '},true);',
  // Only the forms that post answers are held; a search form (GET) goes to its address as usual.
  'd.addEventListener("submit",function(e){',
  'if(!early(e)||e.target.method!=="post")return;',
  'e.preventDefault();e.stopPropagation();',
  'if(q.submits.indexOf(e.target)<0)q.submits.push(e.target);',
  `d.documentElement.setAttribute("${HELD_SUBMIT_ATTRIBUTE}","")`,
  '},true)',
  '})();',
].join('');

/**
 * The one inline script of every page, first in its <head>: it marks the events' phases before the
 * first paint (src/events/phaseScript.ts), then holds the visitor's input inside islands until they
 * are hydrated. Its text depends only on content/ and code, so the Content-Security-Policy allows it by
 * its hash.
 */
export const HEAD_SCRIPT = `${PHASE_SCRIPT};${HELD_INPUT_SCRIPT}`;
