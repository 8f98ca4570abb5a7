var ci=Object.defineProperty;var ri=(e,n,i)=>n in e?ci(e,n,{enumerable:!0,configurable:!0,writable:!0,value:i}):e[n]=i;var Q=(e,n,i)=>ri(e,typeof n!="symbol"?n+"":n,i);var Te,j,kt,wt,re,Sn,_t,xt,Je,je,Ee,Et,mn,on,cn,Ct,Ue={},Be=[],si=/acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i,Ve=Array.isArray;function ne(e,n){for(var i in n)e[i]=n[i];return e}function pn(e){e&&e.parentNode&&e.parentNode.removeChild(e)}function di(e,n,i){var a,o,c,r={};for(c in n)c=="key"?a=n[c]:c=="ref"?o=n[c]:r[c]=n[c];if(arguments.length>2&&(r.children=arguments.length>3?Te.call(arguments,2):i),typeof e=="function"&&e.defaultProps!=null)for(c in e.defaultProps)r[c]===void 0&&(r[c]=e.defaultProps[c]);return Ce(e,r,a,o,null)}function Ce(e,n,i,a,o){var c={type:e,props:n,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:o??++kt,__i:-1,__u:0};return o==null&&j.vnode!=null&&j.vnode(c),c}function L(e){return e.children}function Ne(e,n){this.props=e,this.context=n}function ge(e,n){if(n==null)return e.__?ge(e.__,e.__i+1):null;for(var i;n<e.__k.length;n++)if((i=e.__k[n])!=null&&i.__e!=null)return i.__e;return typeof e.type=="function"?ge(e):null}function ui(e){if(e.__P&&e.__d){var n=e.__v,i=n.__e,a=[],o=[],c=ne({},n);c.__v=n.__v+1,j.vnode&&j.vnode(c),gn(e.__P,c,n,e.__n,e.__P.namespaceURI,32&n.__u?[i]:null,a,i??ge(n),!!(32&n.__u),o),c.__v=n.__v,c.__.__k[c.__i]=c,Mt(a,c,o),n.__e=n.__=null,c.__e!=i&&St(c)}}function St(e){if((e=e.__)!=null&&e.__c!=null)return e.__e=e.__c.base=null,e.__k.some(function(n){if(n!=null&&n.__e!=null)return e.__e=e.__c.base=n.__e}),St(e)}function rn(e){(!e.__d&&(e.__d=!0)&&re.push(e)&&!He.__r++||Sn!=j.debounceRendering)&&((Sn=j.debounceRendering)||_t)(He)}function He(){try{for(var e,n=1;re.length;)re.length>n&&re.sort(xt),e=re.shift(),n=re.length,ui(e)}finally{re.length=He.__r=0}}function qt(e,n,i,a,o,c,r,d,s,m,h){var b,u,p,$,E,k,_=a&&a.__k||Be,v=n.length;for(s=hi(i,n,_,s,v),b=0;b<v;b++)(p=i.__k[b])!=null&&(u=p.__i!=-1&&_[p.__i]||Ue,p.__i=b,k=gn(e,p,u,o,c,r,d,s,m,h),$=p.__e,p.ref&&u.ref!=p.ref&&(u.ref&&fn(u.ref,null,p),h.push(p.ref,p.__c||$,p)),E==null&&$!=null&&(E=$),4&p.__u?(s=At(p,s,e),u.__e&&(u.__e=null)):typeof p.type=="function"&&k!==void 0?s=k:$&&(s=$.nextSibling),p.__u&=-7);return i.__e=E,s}function hi(e,n,i,a,o){var c,r,d,s,m,h=i.length,b=h,u=0;for(e.__k=new Array(o),c=0;c<o;c++)(r=n[c])!=null&&typeof r!="boolean"&&typeof r!="function"?(typeof r=="string"||typeof r=="number"||typeof r=="bigint"||r.constructor==String?r=e.__k[c]=Ce(null,r,null,null,null):Ve(r)?r=e.__k[c]=Ce(L,{children:r},null,null,null):r.constructor===void 0&&r.__b>0?r=e.__k[c]=Ce(r.type,r.props,r.key,r.ref?r.ref:null,r.__v):e.__k[c]=r,s=c+u,r.__=e,r.__b=e.__b+1,d=null,(m=r.__i=mi(r,i,s,b))!=-1&&(b--,(d=i[m])&&(d.__u|=2)),d==null||d.__v==null?(m==-1&&(o>h?u--:o<h&&u++),typeof r.type!="function"&&(r.__u|=4)):m!=s&&(m==s-1?u--:m==s+1?u++:(m>s?u--:u++,r.__u|=4))):e.__k[c]=null;if(b)for(c=0;c<h;c++)(d=i[c])!=null&&(2&d.__u)==0&&(d.__e==a&&(a=ge(d)),Pt(d,d));return a}function At(e,n,i){var a,o;if(typeof e.type=="function"){for(a=e.__k,o=0;a&&o<a.length;o++)a[o]&&(a[o].__=e,n=At(a[o],n,i));return n}e.__e!=n&&(n&&e.type&&!n.parentNode&&(n=ge(e)),n=i.insertBefore(e.__e,n||null));do n=n&&n.nextSibling;while(n!=null&&n.nodeType==8);return n}function mi(e,n,i,a){var o,c,r,d=e.key,s=e.type,m=n[i],h=m!=null&&(2&m.__u)==0;if(m===null&&d==null||h&&d==m.key&&s==m.type)return i;if(a>(h?1:0)){for(o=i-1,c=i+1;o>=0||c<n.length;)if((m=n[r=o>=0?o--:c++])!=null&&(2&m.__u)==0&&d==m.key&&s==m.type)return r}return-1}function qn(e,n,i){n[0]=="-"?e.setProperty(n,i??""):e[n]=i==null?"":typeof i!="number"||si.test(n)?i:i+"px"}function Pe(e,n,i,a,o){var c,r;e:if(n=="style")if(typeof i=="string")e.style.cssText=i;else{if(typeof a=="string"&&(e.style.cssText=a=""),a)for(n in a)i&&n in i||qn(e.style,n,"");if(i)for(n in i)a&&i[n]==a[n]||qn(e.style,n,i[n])}else if(n[0]=="o"&&n[1]=="n")c=n!=(n=n.replace(Et,"$1")),r=n.toLowerCase(),n=r in e||n=="onFocusOut"||n=="onFocusIn"?r.slice(2):n.slice(2),e.l||(e.l={}),e.l[n+c]=i,i?a?i[Ee]=a[Ee]:(i[Ee]=mn,e.addEventListener(n,c?cn:on,c)):e.removeEventListener(n,c?cn:on,c);else{if(o=="http://www.w3.org/2000/svg")n=n.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(n!="width"&&n!="height"&&n!="href"&&n!="list"&&n!="form"&&n!="tabIndex"&&n!="download"&&n!="rowSpan"&&n!="colSpan"&&n!="role"&&n!="popover"&&n in e)try{e[n]=i??"";break e}catch{}typeof i=="function"||(i==null||i===!1&&n[4]!="-"?e.removeAttribute(n):e.setAttribute(n,n=="popover"&&i==1?"":i))}}function An(e){return function(n){if(this.l){var i=this.l[n.type+e];if(n[je]==null)n[je]=mn++;else if(n[je]<i[Ee])return;return i(j.event?j.event(n):n)}}}function gn(e,n,i,a,o,c,r,d,s,m){var h,b,u,p,$,E,k,_,v,C,M,T,g,w,A,f,y=n.type;if(n.constructor!==void 0)return null;128&i.__u&&(s=!!(32&i.__u),c=[d=n.__e=i.__e]),(h=j.__b)&&h(n);e:if(typeof y=="function"){b=r.length;try{if(v=n.props,C=y.prototype&&y.prototype.render,M=(h=y.contextType)&&a[h.__c],T=h?M?M.props.value:h.__:a,i.__c?_=(u=n.__c=i.__c).__=u.__E:(C?n.__c=u=new y(v,T):(n.__c=u=new Ne(v,T),u.constructor=y,u.render=gi),M&&M.sub(u),u.state||(u.state={}),u.__n=a,p=u.__d=!0,u.__h=[],u._sb=[]),C&&u.__s==null&&(u.__s=u.state),C&&y.getDerivedStateFromProps!=null&&(u.__s==u.state&&(u.__s=ne({},u.__s)),ne(u.__s,y.getDerivedStateFromProps(v,u.__s))),$=u.props,E=u.state,u.__v=n,p)C&&y.getDerivedStateFromProps==null&&u.componentWillMount!=null&&u.componentWillMount(),C&&u.componentDidMount!=null&&u.__h.push(u.componentDidMount);else{if(C&&y.getDerivedStateFromProps==null&&v!==$&&u.componentWillReceiveProps!=null&&u.componentWillReceiveProps(v,T),n.__v==i.__v||!u.__e&&u.shouldComponentUpdate!=null&&u.shouldComponentUpdate(v,u.__s,T)===!1){n.__v!=i.__v&&(u.props=v,u.state=u.__s,u.__d=!1),n.__e=i.__e,n.__k=i.__k,n.__k.some(function(q){q&&(q.__=n)}),Be.push.apply(u.__h,u._sb),u._sb=[],u.__h.length&&r.push(u),d=ge(i);break e}u.componentWillUpdate!=null&&u.componentWillUpdate(v,u.__s,T),C&&u.componentDidUpdate!=null&&u.__h.push(function(){u.componentDidUpdate($,E,k)})}if(u.context=T,u.props=v,u.__P=e,u.__e=!1,g=j.__r,w=0,C)u.state=u.__s,u.__d=!1,g&&g(n),h=u.render(u.props,u.state,u.context),Be.push.apply(u.__h,u._sb),u._sb=[];else do u.__d=!1,g&&g(n),h=u.render(u.props,u.state,u.context),u.state=u.__s;while(u.__d&&++w<25);u.state=u.__s,u.getChildContext!=null&&(a=ne(ne({},a),u.getChildContext())),C&&!p&&u.getSnapshotBeforeUpdate!=null&&(k=u.getSnapshotBeforeUpdate($,E)),A=h!=null&&h.type===L&&h.key==null?Dt(h.props.children):h,d=qt(e,Ve(A)?A:[A],n,i,a,o,c,r,d,s,m),u.base=n.__e,n.__u&=-161,u.__h.length&&r.push(u),_&&(u.__E=u.__=null)}catch(q){if(r.length=b,n.__v=null,s||c!=null){if(q.then){for(n.__u|=s?160:128;d&&d.nodeType==8&&d.nextSibling;)d=d.nextSibling;c!=null&&(c[c.indexOf(d)]=null),n.__e=d}else if(c!=null)for(f=c.length;f--;)pn(c[f])}else n.__e=i.__e;n.__k==null&&(n.__k=i.__k||[]),q.then||Tt(n),j.__e(q,n,i)}}else c==null&&n.__v==i.__v?(n.__k=i.__k,n.__e=i.__e):d=n.__e=pi(i.__e,n,i,a,o,c,r,s,m);return(h=j.diffed)&&h(n),128&n.__u?void 0:d}function Tt(e){e&&(e.__c&&(e.__c.__e=!0),e.__k&&e.__k.some(Tt))}function Mt(e,n,i){for(var a=0;a<i.length;a++)fn(i[a],i[++a],i[++a]);j.__c&&j.__c(n,e),e.some(function(o){try{e=o.__h,o.__h=[],e.some(function(c){c.call(o)})}catch(c){j.__e(c,o.__v)}})}function Dt(e){return typeof e!="object"||e==null||e.__b>0?e:Ve(e)?e.map(Dt):e.constructor!==void 0?null:ne({},e)}function pi(e,n,i,a,o,c,r,d,s){var m,h,b,u,p,$,E,k=i.props||Ue,_=n.props,v=n.type;if(v=="svg"?o="http://www.w3.org/2000/svg":v=="math"?o="http://www.w3.org/1998/Math/MathML":o||(o="http://www.w3.org/1999/xhtml"),c!=null){for(m=0;m<c.length;m++)if((p=c[m])&&"setAttribute"in p==!!v&&(v?p.localName==v:p.nodeType==3)){e=p,c[m]=null;break}}if(e==null){if(v==null)return document.createTextNode(_);e=document.createElementNS(o,v,_.is&&_),d&&(j.__m&&j.__m(n,c),d=!1),c=null}if(v==null)k===_||d&&e.data==_||(e.data=_);else{if(c=v=="textarea"&&_.defaultValue!=null?null:c&&Te.call(e.childNodes),!d&&c!=null)for(k={},m=0;m<e.attributes.length;m++)k[(p=e.attributes[m]).name]=p.value;for(m in k)p=k[m],m=="dangerouslySetInnerHTML"?b=p:m=="children"||m in _||m=="value"&&"defaultValue"in _||m=="checked"&&"defaultChecked"in _||Pe(e,m,null,p,o);for(m in _)p=_[m],m=="children"?u=p:m=="dangerouslySetInnerHTML"?h=p:m=="value"?$=p:m=="checked"?E=p:d&&typeof p!="function"||k[m]===p||Pe(e,m,p,k[m],o);if(h)d||b&&(h.__html==b.__html||h.__html==e.innerHTML)||(e.innerHTML=h.__html),n.__k=[];else if(b&&(e.innerHTML=""),qt(n.type=="template"?e.content:e,Ve(u)?u:[u],n,i,a,v=="foreignObject"?"http://www.w3.org/1999/xhtml":o,c,r,c?c[0]:i.__k&&ge(i,0),d,s),c!=null)for(m=c.length;m--;)pn(c[m]);d&&v!="textarea"||(m="value",v=="progress"&&$==null?e.removeAttribute("value"):$!=null&&($!==e[m]||v=="progress"&&!$||v=="option"&&$!=k[m])&&Pe(e,m,$,k[m],o),m="checked",E!=null&&E!=e[m]&&Pe(e,m,E,k[m],o))}return e}function fn(e,n,i){try{if(typeof e=="function"){var a=typeof e.__u=="function";a&&e.__u(),a&&n==null||(e.__u=e(n))}else e.current=n}catch(o){j.__e(o,i)}}function Pt(e,n,i){var a,o;if(j.unmount&&j.unmount(e),(a=e.ref)&&(a.current&&a.current!=e.__e||fn(a,null,n)),(a=e.__c)!=null){if(a.componentWillUnmount)try{a.componentWillUnmount()}catch(c){j.__e(c,n)}a.base=a.__P=a.__n=null}if(a=e.__k)for(o=0;o<a.length;o++)a[o]&&Pt(a[o],n,i||typeof e.type!="function");i||pn(e.__e),e.__c=e.__=e.__e=void 0}function gi(e,n,i){return this.constructor(e,i)}function fi(e,n,i){var a,o,c,r;n==document&&(n=document.documentElement),j.__&&j.__(e,n),o=(a=!1)?null:n.__k,c=[],r=[],gn(n,e=n.__k=di(L,null,[e]),o||Ue,Ue,n.namespaceURI,o?null:n.firstChild?Te.call(n.childNodes):null,c,o?o.__e:n.firstChild,a,r),Mt(c,e,r),e.props.children=null}function bi(e,n,i){var a,o,c,r,d=ne({},e.props);for(c in e.type&&e.type.defaultProps&&(r=e.type.defaultProps),n)c=="key"?a=n[c]:c=="ref"?o=n[c]:d[c]=n[c]===void 0&&r!=null?r[c]:n[c];return arguments.length>2&&(d.children=arguments.length>3?Te.call(arguments,2):i),Ce(e.type,d,a||e.key,o||e.ref,null)}function vi(e){function n(i){var a,o;return this.getChildContext||(a=new Set,(o={})[n.__c]=this,this.getChildContext=function(){return o},this.componentWillUnmount=function(){a=null},this.shouldComponentUpdate=function(c){this.props.value!=c.value&&a.forEach(function(r){r.__e=!0,rn(r)})},this.sub=function(c){a.add(c);var r=c.componentWillUnmount;c.componentWillUnmount=function(){a&&a.delete(c),r&&r.call(c)}}),i.children}return n.__c="__cC"+Ct++,n.__=e,n.Provider=n.__l=(n.Consumer=function(i,a){return i.children(a)}).contextType=n,n}Te=Be.slice,j={__e:function(e,n,i,a){for(var o,c,r;n=n.__;)if((o=n.__c)&&!o.__)try{if((c=o.constructor)&&c.getDerivedStateFromError!=null&&(o.setState(c.getDerivedStateFromError(e)),r=o.__d),o.componentDidCatch!=null&&(o.componentDidCatch(e,a||{}),r=o.__d),r)return o.__E=o}catch(d){e=d}throw e}},kt=0,wt=function(e){return e!=null&&e.constructor===void 0},Ne.prototype.setState=function(e,n){var i;i=this.__s!=null&&this.__s!=this.state?this.__s:this.__s=ne({},this.state),typeof e=="function"&&(e=e(ne({},i),this.props)),e&&ne(i,e),e!=null&&this.__v&&(n&&this._sb.push(n),rn(this))},Ne.prototype.forceUpdate=function(e){this.__v&&(this.__e=!0,e&&this.__h.push(e),rn(this))},Ne.prototype.render=L,re=[],_t=typeof Promise=="function"?Promise.prototype.then.bind(Promise.resolve()):setTimeout,xt=function(e,n){return e.__v.__b-n.__v.__b},He.__r=0,Je=Math.random().toString(8),je="__d"+Je,Ee="__a"+Je,Et=/(PointerCapture)$|Capture$/i,mn=0,on=An(!1),cn=An(!0),Ct=0;var $i=0;function t(e,n,i,a,o,c){n||(n={});var r,d,s=n;if("ref"in s)for(d in s={},n)d=="ref"?r=n[d]:s[d]=n[d];var m={type:e,props:s,key:i,ref:r,__k:null,__:null,__b:0,__e:null,__c:null,constructor:void 0,__v:--$i,__i:-1,__u:0,__source:o,__self:c};if(typeof e=="function"&&(r=e.defaultProps))for(d in r)s[d]===void 0&&(s[d]=r[d]);return j.vnode&&j.vnode(m),m}var fe,O,Qe,Tn,Ke=0,Rt=[],U=j,Mn=U.__b,Dn=U.__r,Pn=U.diffed,Rn=U.__c,jn=U.unmount,Nn=U.__;function Me(e,n){U.__h&&U.__h(O,e,Ke||n),Ke=0;var i=O.__H||(O.__H={__:[],__h:[]});return e>=i.__.length&&i.__.push({}),i.__[e]}function x(e){return Ke=1,yi(It,e)}function yi(e,n,i){var a=Me(fe++,2);if(a.t=e,!a.__c&&(a.__=[It(void 0,n),function(d){var s=a.__N?a.__N[0]:a.__[0],m=a.t(s,d);s!==m&&(a.__N=[m,a.__[1]],a.__c.setState({}))}],a.__c=O,!O.__f)){var o=function(d,s,m){if(!a.__c.__H)return!0;var h=!1,b=a.__c.props!==d;if(a.__c.__H.__.some(function(p){if(p.__N){h=!0;var $=p.__[0];p.__=p.__N,p.__N=void 0,$!==p.__[0]&&(b=!0)}}),c){var u=c.call(this,d,s,m);return h?u||b:u}return!h||b};O.__f=!0;var c=O.shouldComponentUpdate,r=O.componentWillUpdate;O.componentWillUpdate=function(d,s,m){if(this.__e){var h=c;c=void 0,o(d,s,m),c=h}r&&r.call(this,d,s,m)},O.shouldComponentUpdate=o}return a.__N||a.__}function F(e,n){var i=Me(fe++,3);!U.__s&&bn(i.__H,n)&&(i.__=e,i.u=n,O.__H.__h.push(i))}function jt(e,n){var i=Me(fe++,4);!U.__s&&bn(i.__H,n)&&(i.__=e,i.u=n,O.__h.push(i))}function I(e){return Ke=5,Nt(function(){return{current:e}},[])}function Nt(e,n){var i=Me(fe++,7);return bn(i.__H,n)&&(i.__=e(),i.__H=n,i.__h=e),i.__}function X(e){var n=O.context[e.__c],i=Me(fe++,9);return i.c=e,n?(i.__==null&&(i.__=!0,n.sub(O)),n.props.value):e.__}function ki(){for(var e;e=Rt.shift();){var n=e.__H;if(e.__P&&n)try{n.__h.some(Ie),n.__h.some(sn),n.__h=[]}catch(i){n.__h=[],U.__e(i,e.__v)}}}U.__b=function(e){O=null,Mn&&Mn(e)},U.__=function(e,n){e&&n.__k&&n.__k.__m&&(e.__m=n.__k.__m),Nn&&Nn(e,n)},U.__r=function(e){Dn&&Dn(e),fe=0;var n=(O=e.__c).__H;n&&(Qe===O?(n.__h=[],O.__h=[],n.__.some(function(i){i.__N&&(i.__=i.__N),i.u=i.__N=void 0})):(n.__h.some(Ie),n.__h.some(sn),n.__h=[],fe=0)),Qe=O},U.diffed=function(e){Pn&&Pn(e);var n=e.__c;n&&n.__H&&(n.__H.__h.length&&(Rt.push(n)!==1&&Tn===U.requestAnimationFrame||((Tn=U.requestAnimationFrame)||wi)(ki)),n.__H.__.some(function(i){i.u&&(i.__H=i.u,i.u=void 0)})),Qe=O=null},U.__c=function(e,n){n.some(function(i){try{i.__h.some(Ie),i.__h=i.__h.filter(function(a){return!a.__||sn(a)})}catch(a){n.some(function(o){o.__h&&(o.__h=[])}),n=[],U.__e(a,i.__v)}}),Rn&&Rn(e,n)},U.unmount=function(e){jn&&jn(e);var n,i=e.__c;i&&i.__H&&(i.__H.__.some(function(a){try{Ie(a)}catch(o){n=o}}),i.__H=void 0,n&&U.__e(n,i.__v))};var In=typeof requestAnimationFrame=="function";function wi(e){var n,i=function(){clearTimeout(a),In&&cancelAnimationFrame(n),setTimeout(e)},a=setTimeout(i,35);In&&(n=requestAnimationFrame(i))}function Ie(e){var n=O,i=e.__c;typeof i=="function"&&(e.__c=void 0,i()),O=n}function sn(e){var n=O;e.__c=e.__(),O=n}function bn(e,n){return!e||e.length!==n.length||n.some(function(i,a){return i!==e[a]})}function It(e,n){return typeof n=="function"?n(e):n}const G=vi(null);class $e{constructor(n){this.value=n}valueOf(){return this.value}}class B extends $e{constructor(n="???"){super(n)}toString(n){return`{${this.value}}`}}class le extends $e{constructor(n,i={}){super(n),this.opts=i}toString(n){if(n)try{return n.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(i){n.reportError(i)}return this.value.toString(10)}}class ue extends $e{static supportsValue(n){if(typeof n=="number"||n instanceof Date)return!0;if(n instanceof $e)return ue.supportsValue(n.valueOf());if("Temporal"in globalThis){const i=globalThis.Temporal;if(n instanceof i.Instant||n instanceof i.PlainDateTime||n instanceof i.PlainDate||n instanceof i.PlainMonthDay||n instanceof i.PlainTime||n instanceof i.PlainYearMonth)return!0}return!1}constructor(n,i={}){n instanceof ue?(i={...n.opts,...i},n=n.value):n instanceof $e&&(n=n.valueOf()),typeof n=="object"&&"calendarId"in n&&i.calendar===void 0&&(i={...i,calendar:n.calendarId}),super(n),this.opts=i}[Symbol.toPrimitive](n){return n==="string"?this.toString():this.toNumber()}toNumber(){const n=this.value;if(typeof n=="number")return n;if(n instanceof Date)return n.getTime();if("epochMilliseconds"in n)return n.epochMilliseconds;if("toZonedDateTime"in n)return n.toZonedDateTime("UTC").epochMilliseconds;throw new TypeError("Unwrapping a non-number value as a number")}toString(n){if(n)try{return n.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(i){n.reportError(i)}return typeof this.value=="number"||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}}const Ln=100,_i="⁨",xi="⁩";function Ei(e,n,i){if(i===n||i instanceof le&&n instanceof le&&i.value===n.value)return!0;if(n instanceof le&&typeof i=="string"){let a=e.memoizeIntlObject(Intl.PluralRules,n.opts).select(n.value);if(i===a)return!0}return!1}function On(e,n,i){return n[i]?we(e,n[i].value):(e.reportError(new RangeError("No default")),new B)}function dn(e,n){const i=[],a=Object.create(null);for(const o of n)o.type==="narg"?a[o.name]=qe(e,o.value):i.push(qe(e,o));return{positional:i,named:a}}function qe(e,n){switch(n.type){case"str":return n.value;case"num":return new le(n.value,{minimumFractionDigits:n.precision});case"var":return Ci(e,n);case"mesg":return Si(e,n);case"term":return qi(e,n);case"func":return Ai(e,n);case"select":return Ti(e,n);default:return new B}}function Ci(e,{name:n}){let i;if(e.params)if(Object.prototype.hasOwnProperty.call(e.params,n))i=e.params[n];else return new B(`$${n}`);else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,n))i=e.args[n];else return e.reportError(new ReferenceError(`Unknown variable: $${n}`)),new B(`$${n}`);if(i instanceof $e)return i;switch(typeof i){case"string":return i;case"number":return new le(i);case"object":if(ue.supportsValue(i))return new ue(i);default:return e.reportError(new TypeError(`Variable type not supported: $${n}, ${typeof i}`)),new B(`$${n}`)}}function Si(e,{name:n,attr:i}){const a=e.bundle._messages.get(n);if(!a)return e.reportError(new ReferenceError(`Unknown message: ${n}`)),new B(n);if(i){const o=a.attributes[i];return o?we(e,o):(e.reportError(new ReferenceError(`Unknown attribute: ${i}`)),new B(`${n}.${i}`))}return a.value?we(e,a.value):(e.reportError(new ReferenceError(`No value: ${n}`)),new B(n))}function qi(e,{name:n,attr:i,args:a}){const o=`-${n}`,c=e.bundle._terms.get(o);if(!c)return e.reportError(new ReferenceError(`Unknown term: ${o}`)),new B(o);if(i){const d=c.attributes[i];if(d){e.params=dn(e,a).named;const s=we(e,d);return e.params=null,s}return e.reportError(new ReferenceError(`Unknown attribute: ${i}`)),new B(`${o}.${i}`)}e.params=dn(e,a).named;const r=we(e,c.value);return e.params=null,r}function Ai(e,{name:n,args:i}){let a=e.bundle._functions[n];if(!a)return e.reportError(new ReferenceError(`Unknown function: ${n}()`)),new B(`${n}()`);if(typeof a!="function")return e.reportError(new TypeError(`Function ${n}() is not callable`)),new B(`${n}()`);try{let o=dn(e,i);return a(o.positional,o.named)}catch(o){return e.reportError(o),new B(`${n}()`)}}function Ti(e,{selector:n,variants:i,star:a}){let o=qe(e,n);if(o instanceof B)return On(e,i,a);for(const c of i){const r=qe(e,c.key);if(Ei(e,o,r))return we(e,c.value)}return On(e,i,a)}function Lt(e,n){if(e.dirty.has(n))return e.reportError(new RangeError("Cyclic reference")),new B;e.dirty.add(n);const i=[],a=e.bundle._useIsolating&&n.length>1;for(const o of n){if(typeof o=="string"){i.push(e.bundle._transform(o));continue}if(e.placeables++,e.placeables>Ln)throw e.dirty.delete(n),new RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${Ln}`);a&&i.push(_i),i.push(qe(e,o).toString(e)),a&&i.push(xi)}return e.dirty.delete(n),i.join("")}function we(e,n){return typeof n=="string"?e.bundle._transform(n):Lt(e,n)}class Mi{constructor(n,i,a){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=n,this.errors=i,this.args=a}reportError(n){if(!this.errors||!(n instanceof Error))throw n;this.errors.push(n)}memoizeIntlObject(n,i){let a=this.bundle._intls.get(n);a||(a={},this.bundle._intls.set(n,a));let o=JSON.stringify(i);return a[o]||(a[o]=new n(this.bundle.locales,i)),a[o]}}function un(e,n){const i=Object.create(null);for(const[a,o]of Object.entries(e))n.includes(a)&&(i[a]=o.valueOf());return i}const Fn=["unitDisplay","currencyDisplay","useGrouping","minimumIntegerDigits","minimumFractionDigits","maximumFractionDigits","minimumSignificantDigits","maximumSignificantDigits"];function Di(e,n){let i=e[0];if(i instanceof B)return new B(`NUMBER(${i.valueOf()})`);if(i instanceof le)return new le(i.valueOf(),{...i.opts,...un(n,Fn)});if(i instanceof ue)return new le(i.toNumber(),{...un(n,Fn)});throw new TypeError("Invalid argument to NUMBER")}const Pi=["dateStyle","timeStyle","fractionalSecondDigits","dayPeriod","hour12","weekday","era","year","month","day","hour","minute","second","timeZoneName"];function Ri(e,n){let i=e[0];if(i instanceof B)return new B(`DATETIME(${i.valueOf()})`);if(i instanceof ue||i instanceof le)return new ue(i,un(n,Pi));throw new TypeError("Invalid argument to DATETIME")}const zn=new Map;function ji(e){const n=Array.isArray(e)?e.join(" "):e;let i=zn.get(n);return i===void 0&&(i=new Map,zn.set(n,i)),i}class Ni{constructor(n,{functions:i,useIsolating:a=!0,transform:o=c=>c}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(n)?n:[n],this._functions={NUMBER:Di,DATETIME:Ri,...i},this._useIsolating=a,this._transform=o,this._intls=ji(n)}hasMessage(n){return this._messages.has(n)}getMessage(n){return this._messages.get(n)}addResource(n,{allowOverrides:i=!1}={}){const a=[];for(let o=0;o<n.body.length;o++){let c=n.body[o];if(c.id.startsWith("-")){if(i===!1&&this._terms.has(c.id)){a.push(new Error(`Attempt to override an existing term: "${c.id}"`));continue}this._terms.set(c.id,c)}else{if(i===!1&&this._messages.has(c.id)){a.push(new Error(`Attempt to override an existing message: "${c.id}"`));continue}this._messages.set(c.id,c)}}return a}formatPattern(n,i=null,a=null){if(typeof n=="string")return this._transform(n);let o=new Mi(this,a,i);try{return Lt(o,n).toString(o)}catch(c){if(o.errors&&c instanceof Error)return o.errors.push(c),new B().toString(o);throw c}}}const Ze=/^(-?[a-zA-Z][\w-]*) *= */gm,Un=/\.([a-zA-Z][\w-]*) *= */y,Ii=/\*?\[/y,Xe=/(-?[0-9]+(?:\.([0-9]+))?)/y,Li=/([a-zA-Z][\w-]*)/y,Bn=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Oi=/^[A-Z][A-Z0-9_-]*$/,Re=/([^{}\n\r]+)/y,Fi=/([^\\"\n\r]*)/y,Hn=/\\([\\"])/y,Kn=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,zi=/^\n+/,Wn=/ +$/,Ui=/ *\r?\n/g,Bi=/( *)$/,Hi=/{\s*/y,Vn=/\s*}/y,Ki=/\[\s*/y,Wi=/\s*] */y,Vi=/\s*\(\s*/y,Gi=/\s*->\s*/y,Ji=/\s*:\s*/y,Qi=/\s*,?\s*/y,Zi=/\s+/y;class Xi{constructor(n){this.body=[],Ze.lastIndex=0;let i=0;for(;;){let f=Ze.exec(n);if(f===null)break;i=Ze.lastIndex;try{this.body.push(s(f[1]))}catch(y){if(y instanceof SyntaxError)continue;throw y}}function a(f){return f.lastIndex=i,f.test(n)}function o(f,y){if(n[i]===f)return i++,!0;if(y)throw new y(`Expected ${f}`);return!1}function c(f,y){if(a(f))return i=f.lastIndex,!0;if(y)throw new y(`Expected ${f.toString()}`);return!1}function r(f){f.lastIndex=i;let y=f.exec(n);if(y===null)throw new SyntaxError(`Expected ${f.toString()}`);return i=f.lastIndex,y}function d(f){return r(f)[1]}function s(f){let y=h(),q=m();if(y===null&&Object.keys(q).length===0)throw new SyntaxError("Expected message value or attributes");return{id:f,value:y,attributes:q}}function m(){let f=Object.create(null);for(;a(Un);){let y=d(Un),q=h();if(q===null)throw new SyntaxError("Expected attribute value");f[y]=q}return f}function h(){let f;if(a(Re)&&(f=d(Re)),n[i]==="{"||n[i]==="}")return b(f?[f]:[],1/0);let y=g();return y?f?b([f,y],y.length):(y.value=w(y.value,zi),b([y],y.length)):f?w(f,Wn):null}function b(f=[],y){for(;;){if(a(Re)){f.push(d(Re));continue}if(n[i]==="{"){f.push(u());continue}if(n[i]==="}")throw new SyntaxError("Unbalanced closing brace");let D=g();if(D){f.push(D),y=Math.min(y,D.length);continue}break}let q=f.length-1,V=f[q];typeof V=="string"&&(f[q]=w(V,Wn));let S=[];for(let D of f)D instanceof Gn&&(D=D.value.slice(0,D.value.length-y)),D&&S.push(D);return S}function u(){c(Hi,SyntaxError);let f=p();if(c(Vn))return f;if(c(Gi)){let y=k();return c(Vn,SyntaxError),{type:"select",selector:f,...y}}throw new SyntaxError("Unclosed placeable")}function p(){if(n[i]==="{")return u();if(a(Bn)){let[,f,y,q=null]=r(Bn);if(f==="$")return{type:"var",name:y};if(c(Vi)){let V=$();if(f==="-")return{type:"term",name:y,attr:q,args:V};if(Oi.test(y))return{type:"func",name:y,args:V};throw new SyntaxError("Function names must be all upper-case")}return f==="-"?{type:"term",name:y,attr:q,args:[]}:{type:"mesg",name:y,attr:q}}return v()}function $(){let f=[];for(;;){switch(n[i]){case")":return i++,f;case void 0:throw new SyntaxError("Unclosed argument list")}f.push(E()),c(Qi)}}function E(){let f=p();return f.type!=="mesg"?f:c(Ji)?{type:"narg",name:f.name,value:v()}:f}function k(){let f=[],y=0,q;for(;a(Ii);){o("*")&&(q=y);let V=_(),S=h();if(S===null)throw new SyntaxError("Expected variant value");f[y++]={key:V,value:S}}if(y===0)return null;if(q===void 0)throw new SyntaxError("Expected default variant");return{variants:f,star:q}}function _(){c(Ki,SyntaxError);let f;return a(Xe)?f=C():f={type:"str",value:d(Li)},c(Wi,SyntaxError),f}function v(){if(a(Xe))return C();if(n[i]==='"')return M();throw new SyntaxError("Invalid expression")}function C(){let[,f,y=""]=r(Xe),q=y.length;return{type:"num",value:parseFloat(f),precision:q}}function M(){o('"',SyntaxError);let f="";for(;;){if(f+=d(Fi),n[i]==="\\"){f+=T();continue}if(o('"'))return{type:"str",value:f};throw new SyntaxError("Unclosed string literal")}}function T(){if(a(Hn))return d(Hn);if(a(Kn)){let[,f,y]=r(Kn),q=parseInt(f||y,16);return q<=55295||57344<=q?String.fromCodePoint(q):"�"}throw new SyntaxError("Unknown escape sequence")}function g(){let f=i;switch(c(Zi),n[i]){case".":case"[":case"*":case"}":case void 0:return!1;case"{":return A(n.slice(f,i))}return n[i-1]===" "?A(n.slice(f,i)):!1}function w(f,y){return f.replace(y,"")}function A(f){let y=f.replace(Ui,`
`),q=Bi.exec(f)[1].length;return new Gn(y,q)}}}class Gn{constructor(n,i){this.value=n,this.length=i}}const Yi=`## The web table's live client (web/src): its own words. Names, options, events and the
## table's other texts arrive in the screen already in its language; these are the client's.

## The match of each game, with its article: inside a sentence, and to start one.

client-match-dbu = the fight
client-match-top = the game
client-match-ddc = the battle
client-match-dbu-capital = The fight
client-match-top-capital = The game
client-match-ddc-capital = The battle

## Words used all over the client.

client-back = Back
client-cancel = Cancel
client-choose = Choose: { $option }
client-close = Close
client-set = Set
client-yes = yes
client-no = no
client-hidden = hidden
client-defeated = defeated
client-acting = acting
client-yours = yours
client-of = { $value } of { $max }
client-side = Side
client-square = Square
client-fighter = Fighter
client-fighters = Fighters
client-players = Players
client-note = Note
client-roll = Roll
client-round = Round { $round }
client-initiative-order = Initiative Order
client-zoom-in = Zoom in
client-stat-life = Life
client-stat-ki = Ki
client-stat-capacity = Capacity
client-stat-actions = Actions
client-stat-counters = Counter Actions

## The header: who you are, the table's state, the link, the language, the keys.

client-seat = { $who }. { $table }
client-table-lobby = { $the } is waiting to start.
client-table-running = { $the } is in progress.
client-table-paused = { $the } is paused.
client-table-over = { $the } is over.
client-table-other = { $the } is { $status }.
client-table-not-started = { $the } has not started yet.
client-link-connecting = Connecting…
client-link-open = Live
client-link-reconnecting = Reconnecting…
client-link-closed = Disconnected
client-language = Language
client-keys-button = Keys (?)
client-keys-title = Playing by keyboard
client-keys-goes-to = { $key } goes to { $part }
client-part-decision = the decision
client-part-board = the board
client-part-tracker = the tracker
client-part-cards = the fighters
client-part-log = the log
client-part-panel = the table panel
client-keys-choose = { $first }–{ $last } choose the numbered option; { $back } goes back up; { $find } finds an option by name
client-keys-tab = { $tab } moves between buttons; on the board, fighters take focus and { $enter } shows their options
client-keys-help = { $help } shows or hides this list
client-key-backspace = Backspace
client-key-tab = Tab
client-key-enter = Enter
client-key-escape = Esc

## The link to the table, and its refusals without words of their own.

client-link-refused = this seat's link is no longer valid: ask the game master for a new one
client-not-connected = not connected to the table: wait for the link to come back
client-refused = the table refused that ({ $status })
client-unreachable = the table could not be reached: try again

## The end of a DBU fight (the tracker, the panel).

client-over = The fight is over.
client-over-draw = The fight is over: a draw.
client-over-side-wins = The fight is over: side { $side } wins.

## The log.

client-log-title = Log
client-log-show = Show
client-log-all = All
client-log-mine = Mine
client-log-rolls = Rolls
client-log-note = Note
client-log-roll = Roll

## A decision's panel (a DBU seat's).

client-decision-no-match = No option matches “{ $filter }”.
client-decision-find = Find an option
client-decision-find-example = type: beam vegeta
client-decision-keys = Keys: 1-9 choose, Backspace goes back, / finds.
client-decision-pick-square = (pick a square)
client-decision-free = free
client-decision-amount = Amount ({ $min } to { $max })
client-decision-amount-slider = Amount

## The table panel: joining, dice to type, the turn timer, reactions, the replay.

client-table-panel = The table
client-join = Join the table
client-your-name = Your name
client-waiting-approval = The game master has not let you in yet.
client-countdown = Time left for { $who }: { $left }
client-seconds = { $seconds } s
client-dice-roll = Roll { $title }
client-dice-rolled = { $n ->
    [one] The die you rolled ({ $faces })
   *[other] The dice you rolled ({ $faces })
}
client-dice-enter = { $n ->
    [one] Enter the die
   *[other] Enter the dice
}
client-dice-help = { $n ->
    [one] Type the number, like { $example }.
   *[other] Type the numbers in this order, with spaces or commas, like { $example }.
}
client-waiting-dice = Waiting for { $who } to roll dice.
client-replay = Replay { $the } step by step
client-policies = Reactions: when to ask you
client-policies-hint = The table asks a reaction only when an answer could change the outcome. Here you choose, for every fighter you play ({ $fighters }), which of those to be asked.

## The game master's panel: the controls, the seats, a new seat, the settings.

client-gm-title = Game master
client-gm-run = Run the table
client-gm-start = Start { $the }
client-gm-pause = Pause
client-gm-resume = Resume
client-gm-undo-last = Undo the last decision
client-gm-end = End { $the }
client-seats = Seats
client-seats-seat = Seat
client-seats-who = Who
client-seats-plays = Plays
client-seats-link = Invite link
client-seats-dice = Dice
client-seats-actions = Actions
client-seats-waiting = (waiting)
client-seats-relink = (kick the seat for a new link)
client-seats-dice-of = dice of { $who }
client-seats-let-in = Let in
client-seats-kick = Kick (new link)
client-seats-remove = Remove
client-copy = Copy
client-copied = Copied
client-copy-link-of = Copy the link of { $who }
client-dice-physical = types physical dice
client-dice-digital = the table rolls
client-add-seat = Add a seat
client-add-a = Add a
client-add-player = player
client-add-bot = bot
client-add-spectator = spectator
client-add-for-side = for side
client-add-no-side = (none)
client-add-which-bot = bot
client-add-dice = dice
client-add-submit = Add seat
client-settings = Table settings
client-settings-secrets = The game master sees every side's secrets
client-settings-timer = Turn timer
client-settings-timer-range = seconds (0 is off, else { $min } to { $max })
client-settings-timeout = When time runs out
client-settings-save = Save the settings

## The end screen.

client-end-caption = How each fighter did
client-end-dealt = Damage dealt
client-end-taken = Damage taken
client-end-biggest = Biggest hit
client-end-ki = Ki spent
client-end-kos = Knocked out
client-end-rounds = Rounds acted
client-end-conditions = Conditions and States
client-end-hit = { $amount } to { $target }
client-end-no-hit = none
client-end-no-kos = none
client-end-no-conditions = none
client-end-standing = standing
client-end-downloads = Downloads

## The game master's tools: undo and end, rulings, fighters.

client-gm-undo-end = Undo and end
client-gm-steps = Steps to undo
client-gm-undo = Undo
client-gm-nothing-to-undo = Nothing to undo while { $the } is not running.
client-gm-undo-title-one = Undo the last step?
client-gm-undo-title = Undo the last { $count } steps?
client-gm-undo-text = { $n ->
    [one] This takes back { $count } decision and what the table did after it.
   *[other] This takes back { $count } decisions and what the table did after them.
}
client-gm-undo-rolled = The step you undo rolled dice: keep those dice, or roll them again?
client-gm-keep-dice = Keep those dice
client-gm-roll-again = Roll again
client-gm-yes-undo = Yes, undo
client-gm-undone = Undone.
client-gm-undone-again = Undone: the dice from there on are rolled again.
client-gm-end-title = End { $the } now?
client-gm-end-text = Everyone sees the result; this cannot be undone.
client-gm-yes-end = Yes, end { $the }
client-gm-rulings = Rulings
client-gm-rulings-lobby = Rulings open once the fight has started.
client-gm-rulings-over = The fight is over: no more rulings.
client-gm-rulings-wait = Rulings wait while the table waits for dice or for the fight to go on.
client-gm-no-fighter = No fighter in the fight yet.
client-gm-reason = Reason (optional)
client-gm-square-hint = columns A to { $last }, rows 1 to { $rows }, like C4
client-gm-square-like = like C4
client-gm-square-now = now on { $square }; { $hint }
client-gm-square-taken = A fighter stands there: tap a free square, or type one.
client-gm-square-picked = { $square } picked for { $who }.
client-gm-no-board = There is no board to pick on: type the square.
client-gm-pick-tap = Tap a square on the board for { $who } (Escape stops).
client-gm-pick = Pick on the board
client-gm-pick-stop = Stop picking
client-gm-set = Set a value
client-gm-set-done = { $stat } of { $fighter } set to { $value }.
client-gm-what = What
client-gm-new-value = New value
client-gm-now = now { $value }
client-gm-condition = A Condition or State
client-gm-condition-added = { $condition } put on { $fighter }.
client-gm-condition-removed = { $condition } taken from { $fighter }.
client-gm-conditions-now = Now: { $conditions }
client-gm-no-condition = no Condition or State
client-gm-condition-field = Condition or State
client-gm-stacks = Stacks
client-gm-rounds = Rounds (empty: until removed)
client-gm-condition-add = Add the condition
client-gm-condition-remove = Remove the condition
client-gm-move = Move a fighter
client-gm-move-done = { $fighter } moved to { $square }.
client-gm-move-submit = Move the fighter
client-gm-order-done = Initiative Order set.
client-gm-order-moved = { $fighter } is now { $place } of { $count }.
client-gm-defeated-mark = (defeated)
client-gm-move-up = Move up
client-gm-move-down = Move down
client-gm-order-changed = Changed here, not set yet.
client-gm-order-submit = Set the order
client-gm-order-reset = Put it back
client-gm-add = Add a fighter or a squad
client-gm-add-done = { $fighter } joins the fight.
client-gm-add-done-many = { $count } new fighters join the fight.
client-gm-new-fighter = the new fighter
client-gm-new-fighter-capital = The new fighter
client-gm-no-sheet = There is no sheet to add a fighter from.
client-gm-sheet = Sheet
client-gm-sheets-fight = This fight's sheets
client-gm-sheets-example = Example sheets
client-gm-how-many = How many
client-gm-how-many-hint = 2 to 20 make a squad of minions
client-gm-initiative = Initiative (empty: rolled)
client-gm-played-by = Played by
client-gm-you = The game master (you)
client-gm-name = Name (optional)
client-gm-add-submit = Add to the fight
client-gm-remove = Remove a fighter
client-gm-remove-done = { $fighter } removed from the fight.
client-gm-remove-submit = Remove from the fight
client-gm-give = Give a fighter to a seat
client-gm-give-done = { $fighter } given to { $seat }.
client-gm-the-seat = the seat
client-gm-give-field = Give
client-gm-played-by-who = { $fighter } (played by { $player })
client-gm-nobody = nobody
client-gm-give-to = to
client-gm-give-submit = Give
client-gm-kick = Kick a player
client-gm-kick-done = { $player } kicked.
client-gm-the-player = The player
client-gm-player = Player
client-gm-kick-to = Their fighters go to
client-gm-a-bot = A bot ({ $bot })
client-gm-kick-submit = Kick the player

## Notes and rolls at the table.

client-talk-title = Notes and rolls
client-talk-roll-summary = Roll dice or a check
client-talk-shown-to = Shown to
client-talk-everyone = Everyone
client-talk-write-note = Write a note
client-talk-note-sent = Note sent.
client-talk-characters = { $typed } of { $max } characters
client-talk-send-note = Send the note
client-talk-rolled = Rolled: the result is in the log.
client-talk-what = What to roll
client-talk-dice = Dice
client-talk-check = A check or save
client-talk-check-field = Skill or Saving Throw
client-talk-expression = Dice to roll
client-talk-expression-hint = like 2d10+3
client-talk-target = Target (optional)
client-talk-results = Dice rolled at the table (optional)
client-talk-results-hint = the numbers the dice show, like 7 4; empty: the table rolls
client-talk-chance = Chance to reach { $target }: { $chance }
client-talk-no-target = add a target to see the chance to reach it

## The fight preview on the game master's page (bots play the fight many times).

client-pv-summary = Preview the fight
client-pv-about = Before you start: bots play this fight many times on the server, every side the same way, and you see how it tends to go. Only you see this.
client-pv-runs = Fights to run
client-pv-runs-hint = 1 to { $max }
client-pv-run-any = Run the fights
client-pv-run-once = Run it once
client-pv-run-times = Run it { $count } times
client-pv-cancelling-button = Cancelling…
client-pv-played-label = Fights played
client-pv-played = { $done } of { $count } fights played
client-pv-cancelling = Cancelling: the fights under way finish first.
client-pv-progress = { $percent } of { $count } fights played.
client-pv-running = Running { $count } fights.
client-pv-done = { $n ->
    [one] Done: { $count } fight played.
   *[other] Done: { $count } fights played.
}
client-pv-cancelled = Cancelled after { $count } of { $runs } fights: the numbers below are from those { $count }.
client-pv-cancelled-none = Cancelled before any fight was over: no numbers yet.
client-pv-title = { $n ->
    [one] How { $count } fight went
   *[other] How { $count } fights went
}
client-pv-title-first = How the first { $count } fights went
client-pv-bot = Every side is played by the { $bot } bot; the chances are likely within the numbers in brackets.
client-pv-who-wins = Who wins
client-pv-wins = wins
client-pv-nobody = Nobody
client-pv-draw = (a draw)
client-pv-likely = (likely { $low } to { $high })
client-pv-safety = { $n ->
    [one] { $count } fight reached the simulation's limit of rounds and count as draws.
   *[other] { $count } fights reached the simulation's limit of rounds and count as draws.
}
client-pv-how-long = How long
client-pv-rounds = A fight lasts { $mean } rounds on average; 8 fights in 10 last { $most }{ $ends }.
client-pv-rounds-count = { $n ->
    [one] { $count } round
   *[other] { $count } rounds
}
client-pv-rounds-range = { $low } to { $high } rounds
client-pv-rounds-ends = (shortest { $low }, longest { $high })
client-pv-lengths = Fights by length
client-pv-lengths-caption = How many fights lasted each number of rounds
client-pv-rounds-head = Rounds
client-pv-fights-head = Fights
client-pv-who-falls = Who falls first
client-pv-falls-first = falls first
client-pv-nobody-falls = { $n ->
    [one] Nobody falls in { $count } fight.
   *[other] Nobody falls in { $count } fights.
}
client-pv-each-fighter = Each fighter
client-pv-defeated-in = Defeated in { $share } of fights; deals { $life } Life a fight on average.
client-pv-most-used = Most used
client-pv-option-share = { $option }: { $share } of their choices
client-pv-no-choice = No choice made on their turns.
client-pv-most-damaging = Most damaging
client-pv-attack = { $attack }: { $life } Life a hit ({ $hits })
client-pv-hits = { $n ->
    [one] { $count } hit
   *[other] { $count } hits
}
client-pv-no-attack = No attack of theirs cost anyone Life.

## A DBU seat: the board, the decision, the fighters' cards, the tracker.

client-dbu-choose-square = Choose a square for { $option }: tap a shaded square, or type one below.
client-dbu-out-of-reach = { $square } is out of reach of { $option }.
client-dbu-tap-again = { $option }: tap again or press Choose.
client-dbu-options-on = Options on { $where }
client-dbu-hits = { $option }: hits { $fighters }
client-dbu-not-reached = { $square } is not a square { $option } reaches
client-dbu-that = that
client-dbu-in-reach = { $count } squares in reach, shaded on the board with their steps.
client-dbu-square-to = Square to move to
client-dbu-steps = { $count } steps
client-dbu-move = Move
client-dbu-left = { $actions } A · { $counters } CA
client-dbu-above-max = (above Max)
client-dbu-actions = { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}
client-dbu-counters = { $n ->
    [one] { $count } Counter Action
   *[other] { $count } Counter Actions
}
client-dbu-form-tag = Form: { $form }
client-dbu-enhancement-tag = Enhancement: { $enhancement }
client-dbu-aura-tag = Aura: { $aura }
client-dbu-charging = Charging: { $charge }
client-dbu-state-tag = State: { $state }
client-dbu-sheet-of = Sheet of { $fighter }
client-dbu-threshold = Health Threshold
client-dbu-hidden-from-you = hidden from your side
client-dbu-sheet-actions = { $actions } Actions, { $counters } Counter Actions
client-dbu-form = Form
client-dbu-base-form = base form
client-dbu-enhancement = Enhancement
client-dbu-aura = Aura
client-dbu-charge = Energy Charge
client-dbu-no-enhancement = none
client-dbu-no-aura = none
client-dbu-no-charge = none
client-dbu-no-conditions = none
client-dbu-battlefield = Battlefield { $width } by { $height } squares: { $fighters }.
client-dbu-at = { $fighter } ({ $side }) at { $square }
client-dbu-hardness = { $feature }, Hardness Rank { $rank }
client-dbu-hardness-short = H{ $rank }
client-dbu-melee = Melee Range
client-dbu-long = Long Range ({ $squares }+ squares)
client-dbu-legend-move = Shaded squares: where you can move (steps); tap one to go there
client-dbu-legend-aim = Outlined squares: where you can aim; tap once to preview, again to choose
client-dbu-fit = Fit the board

## Tournament of Power: the board, the combat, the hand, the players, the warrior cards.

client-shape-circle = circle
client-shape-square = square
client-shape-diamond = diamond
client-shape-triangle = triangle
client-shape-hexagon = hexagon
client-shape-star = star
client-shape-octagon = octagon
client-top-colour-red = red
client-top-colour-yellow = yellow
client-top-colour-blue = blue
client-top-colour-green = green
client-top-mark-red = A
client-top-mark-yellow = D
client-top-mark-blue = S
client-top-mark-green = W
client-top-key-red = red: Attack card
client-top-key-yellow = yellow: Defence card
client-top-key-blue = blue: Special card
client-top-key-green = green: fight an unplayed warrior
client-top-board = The board
client-top-board-scrolls = The board (scrolls)
client-top-space = { $space }, { $colour } space: { $text }
client-top-token-move = move { $warrior }
client-top-token-card = card of { $warrior }
client-top-token = { $warrior } ({ $letters }), { $owner }'s { $shape }
client-top-endurance-left = { $left } of { $max } Endurance
client-top-on = on { $space }
client-top-formed-worth = { $result } formed: { $damage } damage
client-top-sum-worth = { $result }: { $damage } damage
client-top-no-result = no result formed
client-top-chance-for = { $chance } for { $aim }
client-top-damage-paren = ({ $damage } damage)
client-top-about = about { $damage } damage
client-top-combat = Combat: { $attacker } attacks { $defender }
client-top-stage = Stage: { $stage }
client-top-rerolls-left = { $n ->
    [one] { $count } re-roll left
   *[other] { $count } re-rolls left
}
client-top-dice-on-table = The dice on the table
client-top-results = If the attacker stops now
client-top-result = Result
client-top-needs = Needs
client-top-damage = Damage
client-top-now = Now
client-top-formed = formed
client-top-not-formed = not formed
client-top-incoming = Incoming: { $damage }
client-top-damage-of = { $damage } damage
client-top-sphere-attack = (a sphere attack)
client-top-defence-needs = the defence needs { $need }
client-top-card-of = { $warrior }'s card
client-top-hands = Hands
client-top-hand-hint = The hand of whoever answers shows here when it is their turn to choose.
client-top-hand-of = { $player }'s hand
client-top-made-up = made up
client-top-no-cards = No cards.
client-top-pass = Pass the screen to { $player }
client-top-hidden-until = { $player }'s cards and choices are hidden until they are at the screen.
client-top-show-hand = I am { $player }: show my hand
client-top-turn-tag = turn
client-top-score = Score { $score }
client-top-cards = { $n ->
    [one] { $count } card
   *[other] { $count } cards
}
client-top-show-card = { $warrior }: show its card
client-top-endurance = Endurance
client-top-out = out
client-top-lobby = A game for { $count } players
client-top-status = The game
client-top-round-of = Round { $round } of { $last }
client-top-turn = { $round }, { $player }'s turn
client-top-event = Event: { $event }: { $text }
client-top-board-heading = Board
client-top-warrior-card = Warrior card
client-top-warriors-now = Warriors that matter now
client-top-pick-warrior = Pick a warrior on the board or in the players' list to read its card.
client-top-stop-here = Stop here
client-top-best = best
client-top-dice-keep = Dice: press the ones to keep
client-top-die-kept = Die { $number }: { $face }, kept
client-top-die-rerolled = Die { $number }: { $face }, re-rolled
client-top-keep = keep
client-top-reroll = re-roll
client-top-keeping-all = Keeping every die stops: { $worth }
client-top-keeping = { $option }: { $worth }
client-top-no-combo = no combo within reach
client-top-keep-one = Keep at least one die or re-roll any.
client-top-stop-dice = Stop with these dice
client-top-reroll-others = Re-roll the others
client-top-best-keep = Pick the best keep
client-top-waiting = Waiting
client-top-moving = Moving { $warrior }: pick a ringed space on the board or below.
client-top-a-warrior = a warrior
client-top-a-warrior-capital = A warrior
client-top-back-key = Back ({ $key })
client-top-spaces-to-go = { $n ->
    [one] { $count } space to go
   *[other] { $count } spaces to go
}
client-top-pick-mover = Pick a warrior to move (ringed on the board), then where it goes.
client-top-fewer = Fewer choices
client-top-more = More choices ({ $count })
client-top-keys = Keys: 1–9 choose.
client-top-keys-back = Keys: 1–9 choose, Esc goes back.
client-top-symbol-kick = kick
client-top-symbol-punch = punch
client-top-symbol-sphere = sphere
client-top-symbol-strength = strength
client-top-symbol-star = star
client-top-symbol-teleport = teleport
client-top-form-dice = { $dice } dice (Power)
client-top-form-rerolls = { $rerolls } re-rolls (Technique)
client-top-form-power = Power: { $power }: { $text }
client-top-combos-of = Combos of { $form }
client-top-combo = Combo
client-top-symbols = Symbols
client-top-sphere = sphere
client-top-dodge = Dodge
client-top-no-damage = no damage
client-top-sum-counts = A sum counts
client-top-wild = wild
client-top-endurance-is = Endurance { $value }
client-top-made-up-title = Seed 002 prints no numbers for this warrior: these are our defaults
client-top-transformations = Transformations ({ $count }): roll { $dice } before a combat
client-top-transform-dice = { $n ->
    [one] { $count } die
   *[other] { $count } dice
}
client-top-transform-table = Transformation table of { $warrior }
client-top-roll = Roll
client-top-dice-rerolls = Dice, re-rolls
client-top-combos = Combos
client-top-takes-costs = Takes, costs
client-top-now-tag = now
client-top-takes = 1/{ $divisor } damage, −{ $cost } Endurance after
client-top-no-transformation = No transformation.

## A Dungeon DICE Combat seat: the turn, the grid, the decision, the fighters.

client-ddc-out-of-reach = { $fighter } is out of reach of every move { $actor } has now.
client-ddc-grid-label = Battle grid
client-ddc-over = The battle is over: { $winner }.
client-ddc-turn-order = Turn order
client-ddc-acting-now = acting now
client-ddc-knocked-out = knocked out
client-ddc-moves-on = Moves on { $fighter } ({ $side })
client-ddc-attack = Attack { $fighter } ({ $side })
client-ddc-named = named
client-ddc-moves-count = { $n ->
    [one] { $count } move
   *[other] { $count } moves
}
client-ddc-keys = Keys: 1-9 choose, Backspace goes back. On the grid, tap a shaded square or a ringed fighter.
client-ddc-step = Step
client-ddc-move-act = Move&Act
client-ddc-charge-option = Charge (no attack, ends the turn)
client-ddc-move-to = Move to
client-ddc-charge-to = Charge to
client-ddc-move = Move
client-ddc-charge = Charge
client-ddc-in-reach-shaded = { $count } squares in reach, shaded on the grid
client-ddc-in-reach-hatched = { $count } squares in reach, hatched on the grid
client-ddc-near-first = those next to a foe come first
client-ddc-digivolved = ({ $base } digivolved)
client-ddc-ko = K.O.
client-ddc-hp = HP
client-ddc-attack-dice = Attack dice
client-ddc-posts = Posts
client-ddc-recharge = Recharge
client-ddc-now = Now
client-ddc-statuses = Statuses
client-ddc-moves = Moves ({ $count })
client-ddc-starts-from = { $side } starts from { $edge }
client-ddc-grid = Battle grid, { $width } columns by { $height } rows: { $fighters }.
client-ddc-on = { $fighter } ({ $side }) on { $square }
client-ddc-legend-side = { $side }: { $shape } tokens
client-ddc-from = from { $edge }
client-ddc-legend-move = Shaded squares: a Move&Act step reaches them; tap one to go there
client-ddc-legend-charge = Hatched squares: a Charge reaches them (no attack, ends the turn)
client-ddc-legend-ringed = Ringed fighters: tap one for the moves you can use on it
client-ddc-legend-marks = Gold box: whose turn it is. Double border: Defending. Bar under a token: its HP.
client-ddc-fit = Fit the grid
client-ddc-edge-left = the left edge
client-ddc-edge-right = the right edge
client-ddc-edge-top = the top edge
client-ddc-edge-bottom = the bottom edge
client-ddc-side = { $side } side
client-ddc-hp-of = { $hp } of { $max } HP
client-ddc-defending = Defending
client-ddc-targetable = can be targeted: press Enter for its moves
client-ddc-and = { $first } and { $second }
client-ddc-next-to = { $square }, next to { $foes }
client-ddc-to-knock-out = { $chance } to knock out
`,ea=`## El cliente en vivo de la mesa web (web/src): sus propias palabras. Los nombres, las opciones,
## los eventos y los demás textos de la mesa llegan en la pantalla ya en su idioma.

## La partida de cada juego, con su artículo: dentro de una frase y al empezarla.

client-match-dbu = el combate
client-match-top = la partida
client-match-ddc = la batalla
client-match-dbu-capital = El combate
client-match-top-capital = La partida
client-match-ddc-capital = La batalla

## Palabras que usa todo el cliente.

client-back = Atrás
client-cancel = Cancelar
client-choose = Elegir: { $option }
client-close = Cerrar
client-set = Aplicar
client-yes = sí
client-no = no
client-hidden = oculto
client-defeated = derrotado
client-acting = actuando
client-yours = tuyo
client-of = { $value } de { $max }
client-side = Bando
client-square = Casilla
client-fighter = Luchador
client-fighters = Luchadores
client-players = Jugadores
client-note = Nota
client-roll = Tirada
client-round = Ronda { $round }
client-initiative-order = Orden de Iniciativa
client-zoom-in = Ampliar
client-stat-life = Vida
client-stat-ki = Ki
client-stat-capacity = Capacidad
client-stat-actions = Acciones
client-stat-counters = Contraacciones

## La cabecera: quién eres, el estado de la mesa, la conexión, el idioma, las teclas.

client-seat = { $who }. { $table }
client-table-lobby = { $the } está esperando para empezar.
client-table-running = { $the } está en curso.
client-table-paused = { $the } está en pausa.
client-table-over = { $the } ha terminado.
client-table-other = { $the }: { $status }.
client-table-not-started = { $the } aún no ha empezado.
client-link-connecting = Conectando…
client-link-open = En vivo
client-link-reconnecting = Reconectando…
client-link-closed = Desconectado
client-language = Idioma
client-keys-button = Teclas (?)
client-keys-title = Jugar con el teclado
client-keys-goes-to = { $key } lleva a { $part }
client-part-decision = la decisión
client-part-board = el tablero
client-part-tracker = el marcador de turnos
client-part-cards = los luchadores
client-part-log = el registro
client-part-panel = el panel de la mesa
client-keys-choose = { $first }–{ $last } eligen la opción con ese número; { $back } vuelve atrás; { $find } busca una opción por su nombre
client-keys-tab = { $tab } pasa de un botón a otro; en el tablero, los luchadores reciben el foco y { $enter } muestra sus opciones
client-keys-help = { $help } muestra u oculta esta lista
client-key-backspace = Retroceso
client-key-tab = Tab
client-key-enter = Intro
client-key-escape = Esc

## La conexión con la mesa y sus rechazos sin palabras propias.

client-link-refused = el enlace de este puesto ya no es válido: pide uno nuevo al director de juego
client-not-connected = sin conexión con la mesa: espera a que vuelva el enlace
client-refused = la mesa lo rechazó ({ $status })
client-unreachable = no se pudo contactar con la mesa: inténtalo de nuevo

## El final de un combate de DBU (el marcador, el panel).

client-over = El combate ha terminado.
client-over-draw = El combate ha terminado: empate.
client-over-side-wins = El combate ha terminado: gana el bando { $side }.

## El registro.

client-log-title = Registro
client-log-show = Mostrar
client-log-all = Todo
client-log-mine = Lo mío
client-log-rolls = Tiradas
client-log-note = Nota
client-log-roll = Tirada

## El panel de una decisión (el de un puesto de DBU).

client-decision-no-match = Ninguna opción coincide con “{ $filter }”.
client-decision-find = Buscar una opción
client-decision-find-example = escribe: rayo vegeta
client-decision-keys = Teclas: 1-9 eligen, Retroceso vuelve atrás, / busca.
client-decision-pick-square = (elige una casilla)
client-decision-free = gratis
client-decision-amount = Cantidad (de { $min } a { $max })
client-decision-amount-slider = Cantidad

## El panel de la mesa: unirse, los dados que escribir, el tiempo de turno, las reacciones, la repetición.

client-table-panel = La mesa
client-join = Unirse a la mesa
client-your-name = Tu nombre
client-waiting-approval = El director de juego aún no te ha dejado entrar.
client-countdown = Tiempo restante para { $who }: { $left }
client-seconds = { $seconds } s
client-dice-roll = Tira { $title }
client-dice-rolled = { $n ->
    [one] El dado que tiraste ({ $faces })
   *[other] Los dados que tiraste ({ $faces })
}
client-dice-enter = { $n ->
    [one] Anotar el dado
   *[other] Anotar los dados
}
client-dice-help = { $n ->
    [one] Escribe el número, por ejemplo { $example }.
   *[other] Escribe los números en este orden, separados por espacios o comas, por ejemplo { $example }.
}
client-waiting-dice = Esperando a que { $who } tire los dados.
client-replay = Repetir { $the } paso a paso
client-policies = Reacciones: cuándo preguntarte
client-policies-hint = La mesa solo pide una reacción cuando la respuesta podría cambiar el resultado. Aquí eliges, para cada luchador que juegas ({ $fighters }), cuáles de ellas quieres que te pregunte.

## El panel del director de juego: los controles, los puestos, un puesto nuevo, los ajustes.

client-gm-title = Director de juego
client-gm-run = Dirigir la mesa
client-gm-start = Empezar { $the }
client-gm-pause = Pausar
client-gm-resume = Reanudar
client-gm-undo-last = Deshacer la última decisión
client-gm-end = Terminar { $the }
client-seats = Puestos
client-seats-seat = Puesto
client-seats-who = Quién
client-seats-plays = Juega
client-seats-link = Enlace de invitación
client-seats-dice = Dados
client-seats-actions = Acciones
client-seats-waiting = (esperando)
client-seats-relink = (expulsa el puesto para un enlace nuevo)
client-seats-dice-of = dados de { $who }
client-seats-let-in = Dejar entrar
client-seats-kick = Expulsar (enlace nuevo)
client-seats-remove = Quitar
client-copy = Copiar
client-copied = Copiado
client-copy-link-of = Copiar el enlace de { $who }
client-dice-physical = escribe dados físicos
client-dice-digital = la mesa tira
client-add-seat = Añadir un puesto
client-add-a = Añadir
client-add-player = jugador
client-add-bot = bot
client-add-spectator = espectador
client-add-for-side = del bando
client-add-no-side = (ninguno)
client-add-which-bot = bot
client-add-dice = dados
client-add-submit = Añadir puesto
client-settings = Ajustes de la mesa
client-settings-secrets = El director de juego ve los secretos de todos los bandos
client-settings-timer = Tiempo de turno
client-settings-timer-range = segundos (0 lo desactiva; si no, de { $min } a { $max })
client-settings-timeout = Cuando se acaba el tiempo
client-settings-save = Guardar los ajustes

## La pantalla final.

client-end-caption = Cómo le fue a cada luchador
client-end-dealt = Daño causado
client-end-taken = Daño recibido
client-end-biggest = Mayor golpe
client-end-ki = Ki gastado
client-end-kos = Derribó a
client-end-rounds = Rondas en que actuó
client-end-conditions = Condiciones y Estados
client-end-hit = { $amount } a { $target }
client-end-no-hit = ninguno
client-end-no-kos = nadie
client-end-no-conditions = ninguna
client-end-standing = en pie
client-end-downloads = Descargas

## Las herramientas del director de juego: deshacer y terminar, decisiones de arbitraje, luchadores.

client-gm-undo-end = Deshacer y terminar
client-gm-steps = Pasos que deshacer
client-gm-undo = Deshacer
client-gm-nothing-to-undo = Nada que deshacer mientras { $the } no esté en curso.
client-gm-undo-title-one = ¿Deshacer el último paso?
client-gm-undo-title = ¿Deshacer los últimos { $count } pasos?
client-gm-undo-text = { $n ->
    [one] Esto retira { $count } decisión y lo que la mesa hizo después.
   *[other] Esto retira { $count } decisiones y lo que la mesa hizo después.
}
client-gm-undo-rolled = El paso que deshaces tiró dados: ¿conservar esos dados o tirarlos de nuevo?
client-gm-keep-dice = Conservar esos dados
client-gm-roll-again = Tirar de nuevo
client-gm-yes-undo = Sí, deshacer
client-gm-undone = Deshecho.
client-gm-undone-again = Deshecho: los dados de ahí en adelante se tiran de nuevo.
client-gm-end-title = ¿Terminar { $the } ahora?
client-gm-end-text = Todos verán el resultado; esto no se puede deshacer.
client-gm-yes-end = Sí, terminar { $the }
client-gm-rulings = Arbitraje
client-gm-rulings-lobby = El arbitraje se abre cuando empieza el combate.
client-gm-rulings-over = El combate ha terminado: no hay más arbitraje.
client-gm-rulings-wait = El arbitraje espera mientras la mesa espera dados o que el combate siga.
client-gm-no-fighter = Aún no hay ningún luchador en el combate.
client-gm-reason = Motivo (opcional)
client-gm-square-hint = columnas de A a { $last }, filas de 1 a { $rows }, por ejemplo C4
client-gm-square-like = por ejemplo C4
client-gm-square-now = ahora en { $square }; { $hint }
client-gm-square-taken = Ahí hay un luchador: toca una casilla libre o escribe una.
client-gm-square-picked = { $square } elegida para { $who }.
client-gm-no-board = No hay tablero donde elegir: escribe la casilla.
client-gm-pick-tap = Toca una casilla del tablero para { $who } (Esc para dejarlo).
client-gm-pick = Elegir en el tablero
client-gm-pick-stop = Dejar de elegir
client-gm-set = Fijar un valor
client-gm-set-done = { $stat } de { $fighter }: ahora { $value }.
client-gm-what = Qué
client-gm-new-value = Valor nuevo
client-gm-now = ahora { $value }
client-gm-condition = Una Condición o un Estado
client-gm-condition-added = Se aplicó { $condition } a { $fighter }.
client-gm-condition-removed = Se retiró { $condition } de { $fighter }.
client-gm-conditions-now = Ahora: { $conditions }
client-gm-no-condition = ninguna Condición ni Estado
client-gm-condition-field = Condición o Estado
client-gm-stacks = Acumulaciones
client-gm-rounds = Rondas (vacío: hasta quitarlo)
client-gm-condition-add = Aplicar la condición
client-gm-condition-remove = Quitar la condición
client-gm-move = Mover a un luchador
client-gm-move-done = { $fighter } se movió a { $square }.
client-gm-move-submit = Mover al luchador
client-gm-order-done = Orden de Iniciativa fijado.
client-gm-order-moved = { $fighter } es ahora { $place } de { $count }.
client-gm-defeated-mark = (derrotado)
client-gm-move-up = Subir
client-gm-move-down = Bajar
client-gm-order-changed = Cambiado aquí, aún sin fijar.
client-gm-order-submit = Fijar el orden
client-gm-order-reset = Dejarlo como estaba
client-gm-add = Añadir un luchador o un escuadrón
client-gm-add-done = { $fighter } se une al combate.
client-gm-add-done-many = { $count } luchadores nuevos se unen al combate.
client-gm-new-fighter = el luchador nuevo
client-gm-new-fighter-capital = El luchador nuevo
client-gm-no-sheet = No hay ninguna hoja de la que añadir un luchador.
client-gm-sheet = Hoja
client-gm-sheets-fight = Hojas de este combate
client-gm-sheets-example = Hojas de ejemplo
client-gm-how-many = Cuántos
client-gm-how-many-hint = de 2 a 20 forman un escuadrón de secuaces
client-gm-initiative = Iniciativa (vacío: se tira)
client-gm-played-by = Lo juega
client-gm-you = El director de juego (tú)
client-gm-name = Nombre (opcional)
client-gm-add-submit = Añadir al combate
client-gm-remove = Quitar a un luchador
client-gm-remove-done = { $fighter } sale del combate.
client-gm-remove-submit = Quitar del combate
client-gm-give = Dar un luchador a un puesto
client-gm-give-done = { $fighter } pasa a { $seat }.
client-gm-the-seat = el puesto
client-gm-give-field = Dar
client-gm-played-by-who = { $fighter } (lo juega { $player })
client-gm-nobody = nadie
client-gm-give-to = a
client-gm-give-submit = Dar
client-gm-kick = Expulsar a un jugador
client-gm-kick-done = Se expulsó a { $player }.
client-gm-the-player = El jugador
client-gm-player = Jugador
client-gm-kick-to = Sus luchadores pasan a
client-gm-a-bot = Un bot ({ $bot })
client-gm-kick-submit = Expulsar al jugador

## Notas y tiradas en la mesa.

client-talk-title = Notas y tiradas
client-talk-roll-summary = Tirar dados o una prueba
client-talk-shown-to = Visible para
client-talk-everyone = Todos
client-talk-write-note = Escribir una nota
client-talk-note-sent = Nota enviada.
client-talk-characters = { $typed } de { $max } caracteres
client-talk-send-note = Enviar la nota
client-talk-rolled = Tirada hecha: el resultado está en el registro.
client-talk-what = Qué tirar
client-talk-dice = Dados
client-talk-check = Una prueba o salvación
client-talk-check-field = Habilidad o Tirada de Salvación
client-talk-expression = Dados que tirar
client-talk-expression-hint = por ejemplo 2d10+3
client-talk-target = Objetivo (opcional)
client-talk-results = Dados tirados en la mesa (opcional)
client-talk-results-hint = los números que muestran los dados, por ejemplo 7 4; vacío: la mesa tira
client-talk-chance = Probabilidad de llegar a { $target }: { $chance }
client-talk-no-target = añade un objetivo para ver la probabilidad de llegar a él

## La vista previa del combate en la página del director de juego (bots juegan el combate muchas veces).

client-pv-summary = Vista previa del combate
client-pv-about = Antes de empezar: unos bots juegan este combate muchas veces en el servidor, todos los bandos de la misma manera, y ves cómo suele ir. Solo tú ves esto.
client-pv-runs = Combates que jugar
client-pv-runs-hint = de 1 a { $max }
client-pv-run-any = Jugar los combates
client-pv-run-once = Jugarlo una vez
client-pv-run-times = Jugarlo { $count } veces
client-pv-cancelling-button = Cancelando…
client-pv-played-label = Combates jugados
client-pv-played = { $n ->
    [one] { $done } de { $count } combate jugado
   *[other] { $done } de { $count } combates jugados
}
client-pv-cancelling = Cancelando: los combates en marcha terminan primero.
client-pv-progress = { $n ->
    [one] { $percent } de { $count } combate jugado.
   *[other] { $percent } de { $count } combates jugados.
}
client-pv-running = { $n ->
    [one] Jugando { $count } combate.
   *[other] Jugando { $count } combates.
}
client-pv-done = { $n ->
    [one] Listo: { $count } combate jugado.
   *[other] Listo: { $count } combates jugados.
}
client-pv-cancelled = Cancelado tras { $count } de { $runs } combates: los números de abajo son de esos { $count }.
client-pv-cancelled-none = Cancelado antes de que terminara ningún combate: aún no hay números.
client-pv-title = { $n ->
    [one] Cómo fue { $count } combate
   *[other] Cómo fueron { $count } combates
}
client-pv-title-first = Cómo fueron los primeros { $count } combates
client-pv-bot = El bot { $bot } juega todos los bandos; las probabilidades reales están, muy probablemente, dentro de los números entre paréntesis.
client-pv-who-wins = Quién gana
client-pv-wins = gana
client-pv-nobody = Nadie
client-pv-draw = (empate)
client-pv-likely = (probablemente de { $low } a { $high })
client-pv-safety = { $n ->
    [one] { $count } combate llegó al límite de rondas de la simulación y cuenta como empate.
   *[other] { $count } combates llegaron al límite de rondas de la simulación y cuentan como empates.
}
client-pv-how-long = Cuánto dura
client-pv-rounds = Un combate dura { $mean } rondas de media; 8 de cada 10 combates duran { $most }{ $ends }.
client-pv-rounds-count = { $n ->
    [one] { $count } ronda
   *[other] { $count } rondas
}
client-pv-rounds-range = de { $low } a { $high } rondas
client-pv-rounds-ends = (el más corto { $low }, el más largo { $high })
client-pv-lengths = Combates por duración
client-pv-lengths-caption = Cuántos combates duraron cada número de rondas
client-pv-rounds-head = Rondas
client-pv-fights-head = Combates
client-pv-who-falls = Quién cae primero
client-pv-falls-first = cae primero
client-pv-nobody-falls = { $n ->
    [one] Nadie cae en { $count } combate.
   *[other] Nadie cae en { $count } combates.
}
client-pv-each-fighter = Cada luchador
client-pv-defeated-in = Derrotado en el { $share } de los combates; causa { $life } de Vida por combate de media.
client-pv-most-used = Lo más usado
client-pv-option-share = { $option }: { $share } de sus elecciones
client-pv-no-choice = No eligió nada en sus turnos.
client-pv-most-damaging = Lo que más daño hace
client-pv-attack = { $attack }: { $life } de Vida por golpe ({ $hits })
client-pv-hits = { $n ->
    [one] { $count } golpe
   *[other] { $count } golpes
}
client-pv-no-attack = Ningún ataque suyo le quitó Vida a nadie.

## Un puesto de DBU: el tablero, la decisión, las fichas de los luchadores, el marcador.

client-dbu-choose-square = Elige una casilla para { $option }: toca una casilla sombreada o escribe una abajo.
client-dbu-out-of-reach = { $square } está fuera del alcance de { $option }.
client-dbu-tap-again = { $option }: toca de nuevo o pulsa Elegir.
client-dbu-options-on = Opciones en { $where }
client-dbu-hits = { $option }: alcanza a { $fighters }
client-dbu-not-reached = { $square } no es una casilla a la que llegue { $option }
client-dbu-that = eso
client-dbu-in-reach = { $n ->
    [one] { $count } casilla al alcance, sombreada en el tablero con sus pasos.
   *[other] { $count } casillas al alcance, sombreadas en el tablero con sus pasos.
}
client-dbu-square-to = Casilla de destino
client-dbu-steps = { $n ->
    [one] { $count } paso
   *[other] { $count } pasos
}
client-dbu-move = Mover
client-dbu-left = { $actions } A · { $counters } CA
client-dbu-above-max = (por encima del máximo)
client-dbu-actions = { $n ->
    [one] { $count } Acción
   *[other] { $count } Acciones
}
client-dbu-counters = { $n ->
    [one] { $count } Contraacción
   *[other] { $count } Contraacciones
}
client-dbu-form-tag = Forma: { $form }
client-dbu-enhancement-tag = Mejora: { $enhancement }
client-dbu-aura-tag = Aura: { $aura }
client-dbu-charging = Cargando: { $charge }
client-dbu-state-tag = Estado: { $state }
client-dbu-sheet-of = Hoja de { $fighter }
client-dbu-threshold = Umbral de Salud
client-dbu-hidden-from-you = oculto para tu bando
client-dbu-sheet-actions = Acciones: { $actions }; Contraacciones: { $counters }
client-dbu-form = Forma
client-dbu-base-form = forma base
client-dbu-enhancement = Mejora
client-dbu-aura = Aura
client-dbu-charge = Carga de Energía
client-dbu-no-enhancement = ninguna
client-dbu-no-aura = ninguna
client-dbu-no-charge = ninguna
client-dbu-no-conditions = ninguna
client-dbu-battlefield = Campo de batalla de { $width } por { $height } casillas: { $fighters }.
client-dbu-at = { $fighter } ({ $side }) en { $square }
client-dbu-hardness = { $feature }, Rango de Dureza { $rank }
client-dbu-hardness-short = D{ $rank }
client-dbu-melee = Alcance Cuerpo a Cuerpo
client-dbu-long = Largo Alcance ({ $squares }+ casillas)
client-dbu-legend-move = Casillas sombreadas: adonde puedes moverte (pasos); toca una para ir allí
client-dbu-legend-aim = Casillas con contorno: adonde puedes apuntar; toca una vez para previsualizar y otra para elegir
client-dbu-fit = Ajustar el tablero

## Torneo del Poder: el tablero, el combate, la mano, los jugadores, las cartas de guerrero.

client-shape-circle = círculo
client-shape-square = cuadrado
client-shape-diamond = rombo
client-shape-triangle = triángulo
client-shape-hexagon = hexágono
client-shape-star = estrella
client-shape-octagon = octágono
client-top-colour-red = roja
client-top-colour-yellow = amarilla
client-top-colour-blue = azul
client-top-colour-green = verde
client-top-mark-red = A
client-top-mark-yellow = D
client-top-mark-blue = E
client-top-mark-green = G
client-top-key-red = roja: carta de Ataque
client-top-key-yellow = amarilla: carta de Defensa
client-top-key-blue = azul: carta Especial
client-top-key-green = verde: luchar contra un guerrero sin jugador
client-top-board = El tablero
client-top-board-scrolls = El tablero (se desplaza)
client-top-space = { $space }, casilla { $colour }: { $text }
client-top-token-move = mover a { $warrior }
client-top-token-card = carta de { $warrior }
client-top-token = { $warrior } ({ $letters }), { $shape } de { $owner }
client-top-endurance-left = { $left } de { $max } de Aguante
client-top-on = en { $space }
client-top-formed-worth = { $result } formado: { $damage } de daño
client-top-sum-worth = { $result }: { $damage } de daño
client-top-no-result = ningún resultado formado
client-top-chance-for = { $chance } para { $aim }
client-top-damage-paren = ({ $damage } de daño)
client-top-about = unos { $damage } de daño
client-top-combat = Combate: { $attacker } ataca a { $defender }
client-top-stage = Fase: { $stage }
client-top-rerolls-left = { $n ->
    [one] queda { $count } relanzamiento
   *[other] quedan { $count } relanzamientos
}
client-top-dice-on-table = Los dados en la mesa
client-top-results = Si el atacante se detiene ahora
client-top-result = Resultado
client-top-needs = Necesita
client-top-damage = Daño
client-top-now = Ahora
client-top-formed = formado
client-top-not-formed = sin formar
client-top-incoming = Llega: { $damage }
client-top-damage-of = { $damage } de daño
client-top-sphere-attack = (un ataque de esfera)
client-top-defence-needs = la defensa necesita { $need }
client-top-card-of = Carta de { $warrior }
client-top-hands = Manos
client-top-hand-hint = Aquí se ve la mano de quien responde cuando le toca elegir.
client-top-hand-of = Mano de { $player }
client-top-made-up = inventado
client-top-no-cards = Sin cartas.
client-top-pass = Pasa la pantalla a { $player }
client-top-hidden-until = Las cartas y elecciones de { $player } quedan ocultas hasta que esté ante la pantalla.
client-top-show-hand = Soy { $player }: mostrar mi mano
client-top-turn-tag = turno
client-top-score = Puntos { $score }
client-top-cards = { $n ->
    [one] { $count } carta
   *[other] { $count } cartas
}
client-top-show-card = { $warrior }: ver su carta
client-top-endurance = Aguante
client-top-out = fuera
client-top-lobby = Una partida para { $count } jugadores
client-top-status = La partida
client-top-round-of = Ronda { $round } de { $last }
client-top-turn = { $round }, turno de { $player }
client-top-event = Evento: { $event }: { $text }
client-top-board-heading = Tablero
client-top-warrior-card = Carta de guerrero
client-top-warriors-now = Los guerreros que importan ahora
client-top-pick-warrior = Elige un guerrero en el tablero o en la lista de jugadores para leer su carta.
client-top-stop-here = Parar aquí
client-top-best = la mejor
client-top-dice-keep = Dados: pulsa los que quieras conservar
client-top-die-kept = Dado { $number }: { $face }, conservado
client-top-die-rerolled = Dado { $number }: { $face }, se relanza
client-top-keep = conservar
client-top-reroll = relanzar
client-top-keeping-all = Conservar todos los dados es parar: { $worth }
client-top-keeping = { $option }: { $worth }
client-top-no-combo = ningún combo al alcance
client-top-keep-one = Conserva al menos un dado o relanza alguno.
client-top-stop-dice = Parar con estos dados
client-top-reroll-others = Relanzar los demás
client-top-best-keep = Elegir la mejor combinación
client-top-waiting = Esperando
client-top-moving = Moviendo a { $warrior }: elige una casilla marcada en el tablero o abajo.
client-top-a-warrior = un guerrero
client-top-a-warrior-capital = Un guerrero
client-top-back-key = Atrás ({ $key })
client-top-spaces-to-go = { $n ->
    [one] { $count } casilla posible
   *[other] { $count } casillas posibles
}
client-top-pick-mover = Elige un guerrero que mover (marcado en el tablero) y luego adónde va.
client-top-fewer = Menos opciones
client-top-more = Más opciones ({ $count })
client-top-keys = Teclas: 1–9 eligen.
client-top-keys-back = Teclas: 1–9 eligen, Esc vuelve atrás.
client-top-symbol-kick = patada
client-top-symbol-punch = puñetazo
client-top-symbol-sphere = esfera
client-top-symbol-strength = fuerza
client-top-symbol-star = estrella
client-top-symbol-teleport = teletransporte
client-top-form-dice = { $dice } dados (Poder)
client-top-form-rerolls = { $rerolls } relanzamientos (Técnica)
client-top-form-power = Poder: { $power }: { $text }
client-top-combos-of = Combos de { $form }
client-top-combo = Combo
client-top-symbols = Símbolos
client-top-sphere = esfera
client-top-dodge = Esquiva
client-top-no-damage = sin daño
client-top-sum-counts = Una suma cuenta
client-top-wild = comodín
client-top-endurance-is = Aguante { $value }
client-top-made-up-title = El seed 002 no imprime números para este guerrero: estos son nuestros valores por defecto
client-top-transformations = Transformaciones ({ $count }): tira { $dice } antes de un combate
client-top-transform-dice = { $n ->
    [one] { $count } dado
   *[other] { $count } dados
}
client-top-transform-table = Tabla de transformaciones de { $warrior }
client-top-roll = Tirada
client-top-dice-rerolls = Dados, relanzamientos
client-top-combos = Combos
client-top-takes-costs = Recibe, cuesta
client-top-now-tag = ahora
client-top-takes = 1/{ $divisor } del daño, −{ $cost } de Aguante después
client-top-no-transformation = Sin transformación.

## Un puesto de Dungeon DICE Combat: el turno, la cuadrícula, la decisión, los luchadores.

client-ddc-out-of-reach = { $fighter } está fuera del alcance de todos los movimientos que { $actor } tiene ahora.
client-ddc-grid-label = Cuadrícula de batalla
client-ddc-over = La batalla ha terminado: { $winner }.
client-ddc-turn-order = Orden de turnos
client-ddc-acting-now = actúa ahora
client-ddc-knocked-out = fuera de combate
client-ddc-moves-on = Movimientos sobre { $fighter } ({ $side })
client-ddc-attack = Atacar a { $fighter } ({ $side })
client-ddc-named = con nombre
client-ddc-moves-count = { $n ->
    [one] { $count } movimiento
   *[other] { $count } movimientos
}
client-ddc-keys = Teclas: 1-9 eligen, Retroceso vuelve atrás. En la cuadrícula, toca una casilla sombreada o un luchador marcado con un anillo.
client-ddc-step = Paso
client-ddc-move-act = Mover y actuar
client-ddc-charge-option = Carga (sin ataque, termina el turno)
client-ddc-move-to = Mover a
client-ddc-charge-to = Cargar hasta
client-ddc-move = Mover
client-ddc-charge = Cargar
client-ddc-in-reach-shaded = { $n ->
    [one] { $count } casilla al alcance, sombreada en la cuadrícula
   *[other] { $count } casillas al alcance, sombreadas en la cuadrícula
}
client-ddc-in-reach-hatched = { $n ->
    [one] { $count } casilla al alcance, rayada en la cuadrícula
   *[other] { $count } casillas al alcance, rayadas en la cuadrícula
}
client-ddc-near-first = las que están junto a un enemigo van primero
client-ddc-digivolved = ({ $base } digievolucionado)
client-ddc-ko = K.O.
client-ddc-hp = HP
client-ddc-attack-dice = Dados de ataque
client-ddc-posts = Posts
client-ddc-recharge = Recarga
client-ddc-now = Ahora
client-ddc-statuses = Estados
client-ddc-moves = Movimientos ({ $count })
client-ddc-starts-from = { $side } empieza desde { $edge }
client-ddc-grid = Cuadrícula de batalla de { $width } columnas por { $height } filas: { $fighters }.
client-ddc-on = { $fighter } ({ $side }) en { $square }
client-ddc-legend-side = { $side }: fichas con forma de { $shape }
client-ddc-from = desde { $edge }
client-ddc-legend-move = Casillas sombreadas: un paso de Mover y actuar llega a ellas; toca una para ir allí
client-ddc-legend-charge = Casillas rayadas: una Carga llega a ellas (sin ataque, termina el turno)
client-ddc-legend-ringed = Luchadores con anillo: toca uno para ver los movimientos que puedes usar sobre él
client-ddc-legend-marks = Recuadro dorado: de quién es el turno. Borde doble: Defendiendo. Barra bajo una ficha: sus HP.
client-ddc-fit = Ajustar la cuadrícula
client-ddc-edge-left = el borde izquierdo
client-ddc-edge-right = el borde derecho
client-ddc-edge-top = el borde superior
client-ddc-edge-bottom = el borde inferior
client-ddc-side = bando { $side }
client-ddc-hp-of = { $hp } de { $max } HP
client-ddc-defending = Defendiendo
client-ddc-targetable = se puede elegir como objetivo: pulsa Intro para ver sus movimientos
client-ddc-and = { $first } y { $second }
client-ddc-next-to = { $square }, junto a { $foes }
client-ddc-to-knock-out = { $chance } de dejarlo fuera de combate
`,na=`## O cliente ao vivo da mesa web (web/src): as palavras dele. Os nomes, as opções, os eventos e
## os outros textos da mesa chegam na tela já no idioma dela.

## A partida de cada jogo, com o artigo: dentro de uma frase e no começo dela.

client-match-dbu = a luta
client-match-top = a partida
client-match-ddc = a batalha
client-match-dbu-capital = A luta
client-match-top-capital = A partida
client-match-ddc-capital = A batalha

## Palavras usadas em todo o cliente.

client-back = Voltar
client-cancel = Cancelar
client-choose = Escolher: { $option }
client-close = Fechar
client-set = Aplicar
client-yes = sim
client-no = não
client-hidden = oculto
client-defeated = derrotado
client-acting = agindo
client-yours = seu
client-of = { $value } de { $max }
client-side = Lado
client-square = Casa
client-fighter = Lutador
client-fighters = Lutadores
client-players = Jogadores
client-note = Nota
client-roll = Rolagem
client-round = Rodada { $round }
client-initiative-order = Ordem de Iniciativa
client-zoom-in = Ampliar
client-stat-life = Vida
client-stat-ki = Ki
client-stat-capacity = Capacidade
client-stat-actions = Ações
client-stat-counters = Contra-Ações

## O cabeçalho: quem é você, o estado da mesa, a conexão, o idioma, as teclas.

client-seat = { $who }. { $table }
client-table-lobby = { $the } está aguardando o início.
client-table-running = { $the } está em andamento.
client-table-paused = { $the } está em pausa.
client-table-over = { $the } terminou.
client-table-other = { $the }: { $status }.
client-table-not-started = { $the } ainda não começou.
client-link-connecting = Conectando…
client-link-open = Ao vivo
client-link-reconnecting = Reconectando…
client-link-closed = Desconectado
client-language = Idioma
client-keys-button = Teclas (?)
client-keys-title = Jogar pelo teclado
client-keys-goes-to = { $key } leva para { $part }
client-part-decision = a decisão
client-part-board = o tabuleiro
client-part-tracker = o marcador de turnos
client-part-cards = os lutadores
client-part-log = o registro
client-part-panel = o painel da mesa
client-keys-choose = { $first }–{ $last } escolhem a opção com esse número; { $back } volta; { $find } procura uma opção pelo nome
client-keys-tab = { $tab } passa de um botão a outro; no tabuleiro, os lutadores recebem o foco e { $enter } mostra as opções deles
client-keys-help = { $help } mostra ou esconde esta lista
client-key-backspace = Backspace
client-key-tab = Tab
client-key-enter = Enter
client-key-escape = Esc

## A conexão com a mesa e as recusas dela sem palavras próprias.

client-link-refused = o link deste lugar não vale mais: peça um novo ao mestre
client-not-connected = sem conexão com a mesa: espere a conexão voltar
client-refused = a mesa recusou isso ({ $status })
client-unreachable = não foi possível falar com a mesa: tente de novo

## O fim de uma luta de DBU (o marcador, o painel).

client-over = A luta terminou.
client-over-draw = A luta terminou: empate.
client-over-side-wins = A luta terminou: o lado { $side } vence.

## O registro.

client-log-title = Registro
client-log-show = Mostrar
client-log-all = Tudo
client-log-mine = Meus
client-log-rolls = Rolagens
client-log-note = Nota
client-log-roll = Rolagem

## O painel de uma decisão (o de um lugar de DBU).

client-decision-no-match = Nenhuma opção corresponde a “{ $filter }”.
client-decision-find = Procurar uma opção
client-decision-find-example = digite: raio vegeta
client-decision-keys = Teclas: 1-9 escolhem, Backspace volta, / procura.
client-decision-pick-square = (escolha uma casa)
client-decision-free = grátis
client-decision-amount = Quantidade (de { $min } a { $max })
client-decision-amount-slider = Quantidade

## O painel da mesa: entrar, os dados a digitar, o tempo do turno, as reações, o replay.

client-table-panel = A mesa
client-join = Entrar na mesa
client-your-name = Seu nome
client-waiting-approval = O mestre ainda não deixou você entrar.
client-countdown = Tempo restante para { $who }: { $left }
client-seconds = { $seconds } s
client-dice-roll = Role { $title }
client-dice-rolled = { $n ->
    [one] O dado que você rolou ({ $faces })
   *[other] Os dados que você rolou ({ $faces })
}
client-dice-enter = { $n ->
    [one] Informar o dado
   *[other] Informar os dados
}
client-dice-help = { $n ->
    [one] Digite o número, por exemplo { $example }.
   *[other] Digite os números nesta ordem, separados por espaços ou vírgulas, por exemplo { $example }.
}
client-waiting-dice = Esperando { $who } rolar os dados.
client-replay = Rever { $the } passo a passo
client-policies = Reações: quando perguntar a você
client-policies-hint = A mesa só pede uma reação quando a resposta pode mudar o resultado. Aqui você escolhe, para cada lutador que você joga ({ $fighters }), quais delas devem ser perguntadas.

## O painel do mestre: os controles, os lugares, um lugar novo, as configurações.

client-gm-title = Mestre
client-gm-run = Conduzir a mesa
client-gm-start = Começar { $the }
client-gm-pause = Pausar
client-gm-resume = Retomar
client-gm-undo-last = Desfazer a última decisão
client-gm-end = Encerrar { $the }
client-seats = Lugares
client-seats-seat = Lugar
client-seats-who = Quem
client-seats-plays = Joga
client-seats-link = Link de convite
client-seats-dice = Dados
client-seats-actions = Ações
client-seats-waiting = (aguardando)
client-seats-relink = (expulse o lugar para ter um link novo)
client-seats-dice-of = dados de { $who }
client-seats-let-in = Deixar entrar
client-seats-kick = Expulsar (link novo)
client-seats-remove = Remover
client-copy = Copiar
client-copied = Copiado
client-copy-link-of = Copiar o link de { $who }
client-dice-physical = digita dados físicos
client-dice-digital = a mesa rola
client-add-seat = Adicionar um lugar
client-add-a = Adicionar
client-add-player = jogador
client-add-bot = bot
client-add-spectator = espectador
client-add-for-side = do lado
client-add-no-side = (nenhum)
client-add-which-bot = bot
client-add-dice = dados
client-add-submit = Adicionar lugar
client-settings = Configurações da mesa
client-settings-secrets = O mestre vê os segredos de todos os lados
client-settings-timer = Tempo do turno
client-settings-timer-range = segundos (0 desliga; senão, de { $min } a { $max })
client-settings-timeout = Quando o tempo acaba
client-settings-save = Salvar as configurações

## A tela final.

client-end-caption = Como cada lutador se saiu
client-end-dealt = Dano causado
client-end-taken = Dano sofrido
client-end-biggest = Maior golpe
client-end-ki = Ki gasto
client-end-kos = Nocauteou
client-end-rounds = Rodadas em que agiu
client-end-conditions = Condições e Estados
client-end-hit = { $amount } em { $target }
client-end-no-hit = nenhum
client-end-no-kos = ninguém
client-end-no-conditions = nenhuma
client-end-standing = de pé
client-end-downloads = Downloads

## As ferramentas do mestre: desfazer e encerrar, arbitragem, lutadores.

client-gm-undo-end = Desfazer e encerrar
client-gm-steps = Passos a desfazer
client-gm-undo = Desfazer
client-gm-nothing-to-undo = Nada a desfazer enquanto { $the } não está em andamento.
client-gm-undo-title-one = Desfazer o último passo?
client-gm-undo-title = Desfazer os últimos { $count } passos?
client-gm-undo-text = { $n ->
    [0] Isto desfaz { $count } decisões e o que a mesa fez depois.
    [one] Isto desfaz { $count } decisão e o que a mesa fez depois.
   *[other] Isto desfaz { $count } decisões e o que a mesa fez depois.
}
client-gm-undo-rolled = O passo que você desfaz rolou dados: manter esses dados ou rolá-los de novo?
client-gm-keep-dice = Manter esses dados
client-gm-roll-again = Rolar de novo
client-gm-yes-undo = Sim, desfazer
client-gm-undone = Desfeito.
client-gm-undone-again = Desfeito: os dados daí em diante são rolados de novo.
client-gm-end-title = Encerrar { $the } agora?
client-gm-end-text = Todos veem o resultado; isto não pode ser desfeito.
client-gm-yes-end = Sim, encerrar { $the }
client-gm-rulings = Arbitragem
client-gm-rulings-lobby = A arbitragem abre quando a luta começar.
client-gm-rulings-over = A luta terminou: não há mais arbitragem.
client-gm-rulings-wait = A arbitragem espera enquanto a mesa espera dados ou que a luta continue.
client-gm-no-fighter = Ainda não há nenhum lutador na luta.
client-gm-reason = Motivo (opcional)
client-gm-square-hint = colunas de A a { $last }, linhas de 1 a { $rows }, por exemplo C4
client-gm-square-like = por exemplo C4
client-gm-square-now = agora em { $square }; { $hint }
client-gm-square-taken = Há um lutador ali: toque numa casa livre ou digite uma.
client-gm-square-picked = { $square } escolhida para { $who }.
client-gm-no-board = Não há tabuleiro para escolher: digite a casa.
client-gm-pick-tap = Toque numa casa do tabuleiro para { $who } (Esc para parar).
client-gm-pick = Escolher no tabuleiro
client-gm-pick-stop = Parar de escolher
client-gm-set = Definir um valor
client-gm-set-done = { $stat } de { $fighter }: agora { $value }.
client-gm-what = O quê
client-gm-new-value = Novo valor
client-gm-now = agora { $value }
client-gm-condition = Uma Condição ou um Estado
client-gm-condition-added = { $condition } aplicado em { $fighter }.
client-gm-condition-removed = { $condition } retirado de { $fighter }.
client-gm-conditions-now = Agora: { $conditions }
client-gm-no-condition = nenhuma Condição ou Estado
client-gm-condition-field = Condição ou Estado
client-gm-stacks = Acúmulos
client-gm-rounds = Rodadas (vazio: até remover)
client-gm-condition-add = Aplicar a condição
client-gm-condition-remove = Remover a condição
client-gm-move = Mover um lutador
client-gm-move-done = { $fighter } foi para { $square }.
client-gm-move-submit = Mover o lutador
client-gm-order-done = Ordem de Iniciativa definida.
client-gm-order-moved = { $fighter } agora é { $place } de { $count }.
client-gm-defeated-mark = (derrotado)
client-gm-move-up = Subir
client-gm-move-down = Descer
client-gm-order-changed = Mudado aqui, ainda não aplicado.
client-gm-order-submit = Aplicar a ordem
client-gm-order-reset = Desfazer a mudança
client-gm-add = Adicionar um lutador ou um esquadrão
client-gm-add-done = { $fighter } entra na luta.
client-gm-add-done-many = { $count } novos lutadores entram na luta.
client-gm-new-fighter = o novo lutador
client-gm-new-fighter-capital = O novo lutador
client-gm-no-sheet = Não há nenhuma ficha de onde adicionar um lutador.
client-gm-sheet = Ficha
client-gm-sheets-fight = Fichas desta luta
client-gm-sheets-example = Fichas de exemplo
client-gm-how-many = Quantos
client-gm-how-many-hint = de 2 a 20 formam um esquadrão de lacaios
client-gm-initiative = Iniciativa (vazio: rolada)
client-gm-played-by = Jogado por
client-gm-you = O mestre (você)
client-gm-name = Nome (opcional)
client-gm-add-submit = Adicionar à luta
client-gm-remove = Remover um lutador
client-gm-remove-done = { $fighter } saiu da luta.
client-gm-remove-submit = Remover da luta
client-gm-give = Dar um lutador a um lugar
client-gm-give-done = { $fighter } passou para { $seat }.
client-gm-the-seat = o lugar
client-gm-give-field = Dar
client-gm-played-by-who = { $fighter } (jogado por { $player })
client-gm-nobody = ninguém
client-gm-give-to = para
client-gm-give-submit = Dar
client-gm-kick = Expulsar um jogador
client-gm-kick-done = { $player } foi expulso.
client-gm-the-player = O jogador
client-gm-player = Jogador
client-gm-kick-to = Os lutadores dele passam para
client-gm-a-bot = Um bot ({ $bot })
client-gm-kick-submit = Expulsar o jogador

## Notas e rolagens na mesa.

client-talk-title = Notas e rolagens
client-talk-roll-summary = Rolar dados ou um teste
client-talk-shown-to = Visível para
client-talk-everyone = Todos
client-talk-write-note = Escrever uma nota
client-talk-note-sent = Nota enviada.
client-talk-characters = { $typed } de { $max } caracteres
client-talk-send-note = Enviar a nota
client-talk-rolled = Rolado: o resultado está no registro.
client-talk-what = O que rolar
client-talk-dice = Dados
client-talk-check = Um teste ou salvaguarda
client-talk-check-field = Perícia ou Teste de Resistência
client-talk-expression = Dados a rolar
client-talk-expression-hint = por exemplo 2d10+3
client-talk-target = Alvo (opcional)
client-talk-results = Dados rolados na mesa (opcional)
client-talk-results-hint = os números que os dados mostram, por exemplo 7 4; vazio: a mesa rola
client-talk-chance = Chance de chegar a { $target }: { $chance }
client-talk-no-target = informe um alvo para ver a chance de chegar a ele

## A prévia da luta na página do mestre (bots jogam a luta muitas vezes).

client-pv-summary = Prévia da luta
client-pv-about = Antes de começar: bots jogam esta luta muitas vezes no servidor, todos os lados do mesmo jeito, e você vê como ela costuma ir. Só você vê isto.
client-pv-runs = Lutas a jogar
client-pv-runs-hint = de 1 a { $max }
client-pv-run-any = Jogar as lutas
client-pv-run-once = Jogar uma vez
client-pv-run-times = Jogar { $count } vezes
client-pv-cancelling-button = Cancelando…
client-pv-played-label = Lutas jogadas
client-pv-played = { $n ->
    [0] { $done } de { $count } lutas jogadas
    [one] { $done } de { $count } luta jogada
   *[other] { $done } de { $count } lutas jogadas
}
client-pv-cancelling = Cancelando: as lutas em andamento terminam primeiro.
client-pv-progress = { $n ->
    [0] { $percent } de { $count } lutas jogadas.
    [one] { $percent } de { $count } luta jogada.
   *[other] { $percent } de { $count } lutas jogadas.
}
client-pv-running = { $n ->
    [0] Jogando { $count } lutas.
    [one] Jogando { $count } luta.
   *[other] Jogando { $count } lutas.
}
client-pv-done = { $n ->
    [0] Pronto: { $count } lutas jogadas.
    [one] Pronto: { $count } luta jogada.
   *[other] Pronto: { $count } lutas jogadas.
}
client-pv-cancelled = Cancelado após { $count } de { $runs } lutas: os números abaixo são dessas { $count }.
client-pv-cancelled-none = Cancelado antes de qualquer luta terminar: ainda não há números.
client-pv-title = { $n ->
    [0] Como foram { $count } lutas
    [one] Como foi { $count } luta
   *[other] Como foram { $count } lutas
}
client-pv-title-first = Como foram as primeiras { $count } lutas
client-pv-bot = O bot { $bot } joga todos os lados; as chances reais muito provavelmente estão dentro dos números entre parênteses.
client-pv-who-wins = Quem vence
client-pv-wins = vence
client-pv-nobody = Ninguém
client-pv-draw = (empate)
client-pv-likely = (provavelmente de { $low } a { $high })
client-pv-safety = { $n ->
    [0] { $count } lutas chegaram ao limite de rodadas da simulação e contam como empates.
    [one] { $count } luta chegou ao limite de rodadas da simulação e conta como empate.
   *[other] { $count } lutas chegaram ao limite de rodadas da simulação e contam como empates.
}
client-pv-how-long = Quanto dura
client-pv-rounds = Uma luta dura { $mean } rodadas em média; 8 de cada 10 lutas duram { $most }{ $ends }.
client-pv-rounds-count = { $n ->
    [0] { $count } rodadas
    [one] { $count } rodada
   *[other] { $count } rodadas
}
client-pv-rounds-range = de { $low } a { $high } rodadas
client-pv-rounds-ends = (a mais curta { $low }, a mais longa { $high })
client-pv-lengths = Lutas por duração
client-pv-lengths-caption = Quantas lutas duraram cada número de rodadas
client-pv-rounds-head = Rodadas
client-pv-fights-head = Lutas
client-pv-who-falls = Quem cai primeiro
client-pv-falls-first = cai primeiro
client-pv-nobody-falls = { $n ->
    [0] Ninguém cai em { $count } lutas.
    [one] Ninguém cai em { $count } luta.
   *[other] Ninguém cai em { $count } lutas.
}
client-pv-each-fighter = Cada lutador
client-pv-defeated-in = Derrotado em { $share } das lutas; causa { $life } de Vida por luta em média.
client-pv-most-used = Mais usados
client-pv-option-share = { $option }: { $share } das escolhas
client-pv-no-choice = Nenhuma escolha feita nos turnos dele.
client-pv-most-damaging = Mais danosos
client-pv-attack = { $attack }: { $life } de Vida por acerto ({ $hits })
client-pv-hits = { $n ->
    [0] { $count } acertos
    [one] { $count } acerto
   *[other] { $count } acertos
}
client-pv-no-attack = Nenhum ataque dele tirou Vida de ninguém.

## Um lugar de DBU: o tabuleiro, a decisão, as fichas dos lutadores, o marcador.

client-dbu-choose-square = Escolha uma casa para { $option }: toque numa casa sombreada ou digite uma abaixo.
client-dbu-out-of-reach = { $square } está fora do alcance de { $option }.
client-dbu-tap-again = { $option }: toque de novo ou aperte Escolher.
client-dbu-options-on = Opções em { $where }
client-dbu-hits = { $option }: atinge { $fighters }
client-dbu-not-reached = { $square } não é uma casa que { $option } alcança
client-dbu-that = isso
client-dbu-in-reach = { $n ->
    [0] { $count } casas ao alcance, sombreadas no tabuleiro com seus passos.
    [one] { $count } casa ao alcance, sombreada no tabuleiro com seus passos.
   *[other] { $count } casas ao alcance, sombreadas no tabuleiro com seus passos.
}
client-dbu-square-to = Casa de destino
client-dbu-steps = { $n ->
    [0] { $count } passos
    [one] { $count } passo
   *[other] { $count } passos
}
client-dbu-move = Mover
client-dbu-left = { $actions } A · { $counters } CA
client-dbu-above-max = (acima do máximo)
client-dbu-actions = { $n ->
    [0] { $count } Ações
    [one] { $count } Ação
   *[other] { $count } Ações
}
client-dbu-counters = { $n ->
    [0] { $count } Contra-Ações
    [one] { $count } Contra-Ação
   *[other] { $count } Contra-Ações
}
client-dbu-form-tag = Forma: { $form }
client-dbu-enhancement-tag = Aprimoramento: { $enhancement }
client-dbu-aura-tag = Aura: { $aura }
client-dbu-charging = Carregando: { $charge }
client-dbu-state-tag = Estado: { $state }
client-dbu-sheet-of = Ficha de { $fighter }
client-dbu-threshold = Limiar de Vida
client-dbu-hidden-from-you = oculto para o seu lado
client-dbu-sheet-actions = Ações: { $actions }; Contra-Ações: { $counters }
client-dbu-form = Forma
client-dbu-base-form = forma base
client-dbu-enhancement = Aprimoramento
client-dbu-aura = Aura
client-dbu-charge = Energy Charge
client-dbu-no-enhancement = nenhum
client-dbu-no-aura = nenhuma
client-dbu-no-charge = nenhum
client-dbu-no-conditions = nenhuma
client-dbu-battlefield = Campo de batalha de { $width } por { $height } casas: { $fighters }.
client-dbu-at = { $fighter } ({ $side }) em { $square }
client-dbu-hardness = { $feature }, Nível de Dureza { $rank }
client-dbu-hardness-short = D{ $rank }
client-dbu-melee = Melee Range
client-dbu-long = Longo Alcance ({ $squares }+ casas)
client-dbu-legend-move = Casas sombreadas: para onde você pode se mover (passos); toque numa para ir até lá
client-dbu-legend-aim = Casas contornadas: onde você pode mirar; toque uma vez para ver, de novo para escolher
client-dbu-fit = Ajustar o tabuleiro

## Torneio do Poder: o tabuleiro, o combate, a mão, os jogadores, as cartas de guerreiro.

client-shape-circle = círculo
client-shape-square = quadrado
client-shape-diamond = losango
client-shape-triangle = triângulo
client-shape-hexagon = hexágono
client-shape-star = estrela
client-shape-octagon = octógono
client-top-colour-red = vermelha
client-top-colour-yellow = amarela
client-top-colour-blue = azul
client-top-colour-green = verde
client-top-mark-red = A
client-top-mark-yellow = D
client-top-mark-blue = E
client-top-mark-green = G
client-top-key-red = vermelha: carta de Ataque
client-top-key-yellow = amarela: carta de Defesa
client-top-key-blue = azul: carta Especial
client-top-key-green = verde: lutar contra um guerreiro sem jogador
client-top-board = O tabuleiro
client-top-board-scrolls = O tabuleiro (rola)
client-top-space = { $space }, casa { $colour }: { $text }
client-top-token-move = mover { $warrior }
client-top-token-card = carta de { $warrior }
client-top-token = { $warrior } ({ $letters }), { $shape } de { $owner }
client-top-endurance-left = { $left } de { $max } de Resistência
client-top-on = em { $space }
client-top-formed-worth = { $result } formado: { $damage } de dano
client-top-sum-worth = { $result }: { $damage } de dano
client-top-no-result = nenhum resultado formado
client-top-chance-for = { $chance } para { $aim }
client-top-damage-paren = ({ $damage } de dano)
client-top-about = cerca de { $damage } de dano
client-top-combat = Combate: { $attacker } ataca { $defender }
client-top-stage = Fase: { $stage }
client-top-rerolls-left = { $n ->
    [0] restam { $count } novas rolagens
    [one] resta { $count } nova rolagem
   *[other] restam { $count } novas rolagens
}
client-top-dice-on-table = Os dados na mesa
client-top-results = Se o atacante parar agora
client-top-result = Resultado
client-top-needs = Precisa
client-top-damage = Dano
client-top-now = Agora
client-top-formed = formado
client-top-not-formed = não formado
client-top-incoming = Chegando: { $damage }
client-top-damage-of = { $damage } de dano
client-top-sphere-attack = (um ataque de esfera)
client-top-defence-needs = a defesa precisa de { $need }
client-top-card-of = Carta de { $warrior }
client-top-hands = Mãos
client-top-hand-hint = A mão de quem responde aparece aqui quando for a vez dele de escolher.
client-top-hand-of = Mão de { $player }
client-top-made-up = inventado
client-top-no-cards = Sem cartas.
client-top-pass = Passe a tela para { $player }
client-top-hidden-until = As cartas e escolhas de { $player } ficam ocultas até que ele esteja diante da tela.
client-top-show-hand = Sou { $player }: mostrar minha mão
client-top-turn-tag = vez
client-top-score = Pontos { $score }
client-top-cards = { $n ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}
client-top-show-card = { $warrior }: ver a carta
client-top-endurance = Resistência
client-top-out = fora
client-top-lobby = Uma partida para { $count } jogadores
client-top-status = A partida
client-top-round-of = Rodada { $round } de { $last }
client-top-turn = { $round }, vez de { $player }
client-top-event = Evento: { $event }: { $text }
client-top-board-heading = Tabuleiro
client-top-warrior-card = Carta de guerreiro
client-top-warriors-now = Os guerreiros que importam agora
client-top-pick-warrior = Escolha um guerreiro no tabuleiro ou na lista de jogadores para ler a carta dele.
client-top-stop-here = Parar aqui
client-top-best = a melhor
client-top-dice-keep = Dados: aperte os que quer manter
client-top-die-kept = Dado { $number }: { $face }, mantido
client-top-die-rerolled = Dado { $number }: { $face }, rolado de novo
client-top-keep = manter
client-top-reroll = rolar de novo
client-top-keeping-all = Manter todos os dados é parar: { $worth }
client-top-keeping = { $option }: { $worth }
client-top-no-combo = nenhum combo ao alcance
client-top-keep-one = Mantenha pelo menos um dado ou role algum de novo.
client-top-stop-dice = Parar com estes dados
client-top-reroll-others = Rolar os outros de novo
client-top-best-keep = Escolher a melhor combinação
client-top-waiting = Aguardando
client-top-moving = Movendo { $warrior }: escolha uma casa marcada no tabuleiro ou abaixo.
client-top-a-warrior = um guerreiro
client-top-a-warrior-capital = Um guerreiro
client-top-back-key = Voltar ({ $key })
client-top-spaces-to-go = { $n ->
    [0] { $count } casas possíveis
    [one] { $count } casa possível
   *[other] { $count } casas possíveis
}
client-top-pick-mover = Escolha um guerreiro para mover (marcado no tabuleiro) e depois para onde ele vai.
client-top-fewer = Menos opções
client-top-more = Mais opções ({ $count })
client-top-keys = Teclas: 1–9 escolhem.
client-top-keys-back = Teclas: 1–9 escolhem, Esc volta.
client-top-symbol-kick = chute
client-top-symbol-punch = soco
client-top-symbol-sphere = esfera
client-top-symbol-strength = força
client-top-symbol-star = estrela
client-top-symbol-teleport = teletransporte
client-top-form-dice = { $dice } dados (Poder)
client-top-form-rerolls = { $rerolls } novas rolagens (Técnica)
client-top-form-power = Poder: { $power }: { $text }
client-top-combos-of = Combos de { $form }
client-top-combo = Combo
client-top-symbols = Símbolos
client-top-sphere = esfera
client-top-dodge = Esquiva
client-top-no-damage = sem dano
client-top-sum-counts = Numa soma vale
client-top-wild = curinga
client-top-endurance-is = Resistência { $value }
client-top-made-up-title = O seed 002 não traz números para este guerreiro: estes são os nossos valores padrão
client-top-transformations = Transformações ({ $count }): role { $dice } antes de um combate
client-top-transform-dice = { $n ->
    [0] { $count } dados
    [one] { $count } dado
   *[other] { $count } dados
}
client-top-transform-table = Tabela de transformações de { $warrior }
client-top-roll = Rolagem
client-top-dice-rerolls = Dados, novas rolagens
client-top-combos = Combos
client-top-takes-costs = Recebe, custa
client-top-now-tag = agora
client-top-takes = 1/{ $divisor } do dano, −{ $cost } de Resistência depois
client-top-no-transformation = Sem transformação.

## Um lugar de Dungeon DICE Combat: o turno, a grade, a decisão, os lutadores.

client-ddc-out-of-reach = { $fighter } está fora do alcance de todos os movimentos que { $actor } tem agora.
client-ddc-grid-label = Grade de batalha
client-ddc-over = A batalha terminou: { $winner }.
client-ddc-turn-order = Ordem dos turnos
client-ddc-acting-now = age agora
client-ddc-knocked-out = nocauteado
client-ddc-moves-on = Movimentos em { $fighter } ({ $side })
client-ddc-attack = Atacar { $fighter } ({ $side })
client-ddc-named = com nome
client-ddc-moves-count = { $n ->
    [0] { $count } movimentos
    [one] { $count } movimento
   *[other] { $count } movimentos
}
client-ddc-keys = Teclas: 1-9 escolhem, Backspace volta. Na grade, toque numa casa sombreada ou num lutador com anel.
client-ddc-step = Passo
client-ddc-move-act = Mover e agir
client-ddc-charge-option = Investida (sem ataque, encerra o turno)
client-ddc-move-to = Mover para
client-ddc-charge-to = Investir até
client-ddc-move = Mover
client-ddc-charge = Investir
client-ddc-in-reach-shaded = { $n ->
    [0] { $count } casas ao alcance, sombreadas na grade
    [one] { $count } casa ao alcance, sombreada na grade
   *[other] { $count } casas ao alcance, sombreadas na grade
}
client-ddc-in-reach-hatched = { $n ->
    [0] { $count } casas ao alcance, hachuradas na grade
    [one] { $count } casa ao alcance, hachurada na grade
   *[other] { $count } casas ao alcance, hachuradas na grade
}
client-ddc-near-first = as que ficam ao lado de um inimigo vêm primeiro
client-ddc-digivolved = ({ $base } digievoluído)
client-ddc-ko = K.O.
client-ddc-hp = HP
client-ddc-attack-dice = Dados de ataque
client-ddc-posts = Posts
client-ddc-recharge = Recarga
client-ddc-now = Agora
client-ddc-statuses = Estados
client-ddc-moves = Movimentos ({ $count })
client-ddc-starts-from = { $side } começa pela { $edge }
client-ddc-grid = Grade de batalha de { $width } colunas por { $height } linhas: { $fighters }.
client-ddc-on = { $fighter } ({ $side }) em { $square }
client-ddc-legend-side = { $side }: peças em forma de { $shape }
client-ddc-from = pela { $edge }
client-ddc-legend-move = Casas sombreadas: um passo de Mover e agir chega até elas; toque numa para ir até lá
client-ddc-legend-charge = Casas hachuradas: uma Investida chega até elas (sem ataque, encerra o turno)
client-ddc-legend-ringed = Lutadores com anel: toque num para ver os movimentos que você pode usar nele
client-ddc-legend-marks = Quadro dourado: de quem é o turno. Borda dupla: Defendendo. Barra sob uma peça: o HP dela.
client-ddc-fit = Ajustar a grade
client-ddc-edge-left = borda esquerda
client-ddc-edge-right = borda direita
client-ddc-edge-top = borda de cima
client-ddc-edge-bottom = borda de baixo
client-ddc-side = lado { $side }
client-ddc-hp-of = { $hp } de { $max } HP
client-ddc-defending = Defendendo
client-ddc-targetable = pode ser alvo: aperte Enter para ver os movimentos nele
client-ddc-and = { $first } e { $second }
client-ddc-next-to = { $square }, ao lado de { $foes }
client-ddc-to-knock-out = { $chance } de nocautear
`,ee="en",ye="en-XA",Jn=["en","es","pt-BR"],ta="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",ia="àƀçđéƒĝĥîĵķļɱñöþǫŕšŧûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÛṼŴẊÝŽ",aa=new Map([...ta].map((e,n)=>[e,[...ia][n]]));function la(e){return`⟦${[...e].map(n=>aa.get(n)??n).join("")}⟧`}function oa(e){const n=e.trim();if(!n)return e;const i=e.slice(0,e.length-e.trimStart().length),a=e.slice(e.trimEnd().length);return i+la(n)+a}class ca{constructor(n){Q(this,"sources");Q(this,"bundles",new Map);this.sources=n}bundle(n){const i=this.bundles.get(n);if(i)return i;const a=this.sources[n===ye?ee:n];if(a===void 0)return null;const o=new Ni(n===ye?ee:n,{useIsolating:!1,...n===ye?{transform:oa}:{}});return o.addResource(new Xi(a)),this.bundles.set(n,o),o}text(n,i,a){for(const o of n===ee?[ee]:[n,ee]){const c=this.bundle(o),r=c?.getMessage(i);if(c&&r?.value)return c.formatPattern(r.value,a??null,[])}return i}}const ra=new ca({en:Yi,es:ea,"pt-BR":na});let Ae=ee;function Ot(e){const n=e.trim().replace(/_/g,"-").split(".")[0].toLowerCase();if(!n)return"";if(n===ye.toLowerCase())return ye;const i=Jn.find(o=>o.toLowerCase()===n);if(i)return i;const a=n.split("-")[0];return Jn.find(o=>o.split("-")[0].toLowerCase()===a)??""}function sa(e){for(const n of e){const i=Ot(n??"");if(i)return i}return ee}function da(){return typeof navigator>"u"?ee:sa([...navigator.languages??[],navigator.language??""])}function ua(e){return Ae=e&&Ot(e)||ee,Ae}function l(e,n){return ra.text(Ae,e,n)}function H(e,n){const i={},a=[];for(const[o,c]of Object.entries(n))wt(c)?(i[o]=`${a.length}`,a.push(c)):i[o]=c;return l(e,i).split(/\uE000(\d+)\uE001/).map((o,c)=>c%2?a[Number(o)]:o).filter(o=>o!=="")}function Qn(){return Ae===ye?ee:Ae}const Zn=new Map;function vn(e,n){const i=`${Qn()}|${e}`;let a=Zn.get(i);return a||(a=new Intl.NumberFormat(Qn(),n),Zn.set(i,a)),a}function Ft(e){return vn("whole",{maximumFractionDigits:0}).format(e)}function zt(e,n){return vn(`decimal${n}`,{minimumFractionDigits:n,maximumFractionDigits:n,useGrouping:!1}).format(e)}function Le(e){return vn("percent",{style:"percent",maximumFractionDigits:0}).format(e/100)}function W(e,n=!1){return{n:e,count:n?Ft(e):String(e)}}function ke(e){if(e==null)return"";const n=Math.round(e*100);return n===0&&e>0?`<${Le(1)}`:n===100&&e<1?`>${Le(99)}`:Le(n)}function ha(e){const n=Math.round(e*100);return n===0&&e>0?"1%":n===100&&e<1?"99%":`${n}%`}function Ut(e){let n="",i=e;do n=String.fromCharCode(65+i%26)+n,i=Math.floor(i/26)-1;while(i>=0);return n}function se(e,n){return`${Ut(e)}${n+1}`}function Xn(e){const n=e.indexOf(": ");if(n<0)return null;const i=e.slice(n+2),a=i.lastIndexOf(" = ");if(a<0||!/\bd\d+\b/.test(i))return null;const o=i.slice(a+3).trim();return[`${e.slice(0,n)}: ${o}`,i]}function Bt(e){return e==="draw"?l("client-over-draw"):e?l("client-over-side-wins",{side:e}):l("client-over")}const ma={fight:"dbu",game:"top",battle:"ddc"};function oe(e){return e.game&&["dbu","top","ddc"].includes(e.game)?e.game:ma[e.noun??""]??"dbu"}function he(e,n=!1){return l(`client-match-${e}${n?"-capital":""}`)}const pa=["circle","square","diamond","triangle","hexagon","star","octagon"];function $n(e){return pa.includes(e)?l(`client-shape-${e}`):e}const Yn={note:"client-log-note",roll:"client-log-roll"},ga={all:"client-log-all",mine:"client-log-mine",rolls:"client-log-rolls"};function yn(e){const[n,i]=x("all"),a=I(null),o=I(!0),c=e.lines.filter(s=>n==="rolls"?s.kind==="roll"||Xn(s.text)!==null:n==="mine"?e.mine.some(m=>s.text.includes(m)):!0);jt(()=>{const s=a.current;s&&o.current&&(s.scrollTop=s.scrollHeight)},[c.length,n]);const r=()=>{const s=a.current;s&&(o.current=s.scrollHeight-s.scrollTop-s.clientHeight<24)};let d=-1;return t("section",{class:"log-section","aria-labelledby":"log-title",children:[t("div",{class:"log-head",children:[t("h2",{id:"log-title",children:l("client-log-title")}),t("div",{class:"filters",role:"group","aria-label":l("client-log-show"),children:["all","mine","rolls"].map(s=>t("button",{type:"button","aria-pressed":n===s,onClick:()=>i(s),disabled:s==="mine"&&!e.mine.length,children:l(ga[s])},s))})]}),t("div",{class:"log",role:"log","aria-live":"polite","aria-relevant":"additions",tabIndex:0,ref:a,onScroll:r,id:"log",children:c.map((s,m)=>{const h=Xn(s.text),b=s.kind&&Yn[s.kind]?l(Yn[s.kind]):void 0,u=b?t(L,{children:[t("strong",{class:"kind",children:b})," "]}):null,p=b?` kind-${s.kind}`:"",$=s.round!==void 0&&s.round!==d&&s.round>0;return s.round!==void 0&&(d=s.round),t("div",{children:[$?t("p",{class:"round-mark",children:l("client-round",{round:String(s.round)})}):null,h?t("details",{class:`line roll${p}`,children:[t("summary",{children:[u,h[0]]}),t("p",{children:h[1]})]}):t("p",{class:`line${p}`,children:[u,s.text]})]},m)})})]})}function be(e){return e.index!==void 0}function Oe(e){return be(e)?[e]:e.children.flatMap(Oe)}function Ht(e,n){let i=e;for(const a of n){const o=i.children.find(c=>!be(c)&&c.title===a);if(!o)break;i=o}return i}function fa(e){return[...e.filter(i=>be(i)&&i.declines),...e.filter(i=>!(be(i)&&i.declines))]}function ba(e,n){const i=n.toLowerCase().split(/\s+/).filter(Boolean),a=[],o=(c,r)=>{if(be(c)){const d=[...r,c.label].join(" ").toLowerCase();i.every(s=>d.includes(s))&&a.push({leaf:c,path:r.join(" › ")});return}for(const d of c.children)o(d,[...r,c.title])};for(const c of e.children)o(c,[]);return a}function va(e){if(e.length<4||!e.every(be))return null;const n=e,i=Object.keys(n[0].key),a=i.filter(r=>n.some(d=>d.key[r]!==n[0].key[r]));if(a.length!==1)return null;const o=a[0];if(!n.every(r=>Number.isInteger(r.key[o])&&Object.keys(r.key).length===i.length))return null;const c=[...n].sort((r,d)=>r.key[o]-d.key[o]);return{arg:o,values:c.map(r=>r.key[o]),leaves:c}}function Ye(e,n,i){return e!==void 0&&e[0]===n&&e[1]===i}function kn(e,n,i){F(()=>{const a=o=>{const c=o.target;if(!(c&&/^(INPUT|TEXTAREA|SELECT)$/.test(c.tagName))&&!(o.altKey||o.ctrlKey||o.metaKey))if(/^[1-9]$/.test(o.key)){const d=e.current?.querySelectorAll(":scope > li > button")?.[Number(o.key)-1];d&&(o.preventDefault(),d.focus(),d.click())}else(o.key==="Backspace"||o.key==="Escape")&&n&&(o.preventDefault(),n())};return document.addEventListener("keydown",a),()=>document.removeEventListener("keydown",a)},i)}const $a=7;function ya(e){const{decision:n,picked:i}=e,[a,o]=x(""),c=I(null);F(()=>o(""),[n.id]);const r=n.options;if(kn(c,e.path.length||i?()=>i?e.clearPicked():e.setPath(e.path.slice(0,-1)):null,[e.path,i]),!n.yours||!r)return t("section",{class:"decision waiting","aria-labelledby":"decision-title",children:t("h2",{id:"decision-title",children:n.headline})});const d=Ht(r,e.path),s=r.children.length;let m;if(i)m=t(L,{children:[t("p",{class:"crumbs",children:[t("button",{type:"button",class:"back",onClick:e.clearPicked,children:l("client-back")})," ",i.title]}),t(et,{nodes:i.leaves,...e,listRef:c})]});else if(a.trim()){const h=ba(r,a);m=h.length?t("ol",{class:"options",ref:c,children:h.slice(0,40).map(({leaf:b,path:u},p)=>t("li",{children:t(Kt,{leaf:b,n:p,context:u,...e})},b.index))}):t("p",{class:"hint",children:l("client-decision-no-match",{filter:a})})}else m=t(L,{children:[e.path.length>0&&t("p",{class:"crumbs",children:[t("button",{type:"button",class:"back",onClick:()=>e.setPath(e.path.slice(0,-1)),children:l("client-back")})," ",e.path.join(" › ")]}),t(et,{nodes:d.children,...e,listRef:c})]});return t("section",{class:"decision yours","aria-labelledby":"decision-title",children:[t("h2",{id:"decision-title",children:n.headline}),s>=$a||a?t("label",{class:"filter",children:[t("span",{children:l("client-decision-find")}),t("input",{type:"search",value:a,placeholder:l("client-decision-find-example"),onInput:h=>o(h.target.value),"aria-describedby":"decision-keys"})]}):null,m,t("p",{class:"hint",id:"decision-keys",children:l("client-decision-keys")})]})}function et(e){const n=va(e.nodes);return n?t(wa,{series:n,...e}):t("ol",{class:"options",ref:e.listRef,children:fa(e.nodes).map((i,a)=>be(i)?t("li",{children:t(Kt,{leaf:i,n:a,...e})},`l${i.index}`):t("li",{children:t("button",{type:"button",class:"group",onClick:()=>ka(e,i.title),children:[t("span",{class:"n","aria-hidden":"true",children:a<9?a+1:""}),t("span",{class:"label",children:i.title}),t("span",{class:"more",children:[i.children.length," ›"]})]})},`g${i.title}`))})}function ka(e,n){e.setPath([...e.path,n]),requestAnimationFrame(()=>{document.querySelector("#decision .options button, #decision .amount input")?.focus()})}function Kt(e){const{leaf:n}=e;return t("button",{type:"button",class:`leaf${n.declines?" declines":""}`,onClick:()=>e.choose(n),onMouseEnter:()=>e.preview(n),onMouseLeave:()=>e.preview(null),onFocus:()=>e.preview(n),onBlur:()=>e.preview(null),"data-index":n.index,children:[t("span",{class:"n","aria-hidden":"true",children:e.n<9?e.n+1:""}),t("span",{class:"label",children:[e.context?t("span",{class:"context",children:[e.context," › "]}):null,n.label,n.place?.reach?t("span",{class:"more",children:[" ",l("client-decision-pick-square")]}):null]}),t("span",{class:"facts",children:[n.cost?t("span",{class:"cost",children:n.cost}):t("span",{class:"cost free",children:l("client-decision-free")}),n.odds?t("span",{class:"odds",children:n.odds}):null]}),n.chance!==null?t("span",{class:"meter","aria-hidden":"true",children:t("span",{style:{width:ha(n.chance)}})}):null]})}function wa(e){const{series:n}=e,[i,a]=x(0),o=n.leaves[Math.min(i,n.leaves.length-1)],c=n.values[0],r=n.values[n.values.length-1],d=s=>{const m=n.values.indexOf(s);m>=0&&a(m)};return F(()=>e.preview(o),[o]),t("div",{class:"amount",children:[t("label",{children:[t("span",{children:l("client-decision-amount",{min:String(c),max:String(r)})}),t("input",{type:"number",min:c,max:r,value:n.values[i],inputMode:"numeric",onInput:s=>d(Number(s.target.value))})]}),t("input",{type:"range",min:c,max:r,value:n.values[i],"aria-label":l("client-decision-amount-slider"),onInput:s=>d(Number(s.target.value))}),t("p",{class:"chosen","aria-live":"polite",children:[t("strong",{children:o.label}),o.cost?` · ${o.cost}`:"",o.odds?` · ${o.odds}`:""]}),t("ol",{class:"options",ref:e.listRef,children:t("li",{children:t("button",{type:"button",class:"leaf primary",onClick:()=>e.choose(o),children:[t("span",{class:"n","aria-hidden":"true",children:"1"}),t("span",{class:"label",children:l("client-choose",{option:o.label})})]})})})]})}const R=32,Y=20,nt=["circle","square","diamond","triangle","hexagon"];function Z(e,n,i=1){return{x:Y+e*R,y:Y+n*R,w:i*R}}function Wt(e,n){const i=n.findIndex(a=>a.name===e);return nt[(i<0?0:i)%nt.length]}function _a({f:e,shape:n,selected:i}){const a=Z(e.x,e.y,e.size),o=a.x+a.w/2,c=a.y+a.w/2,r=a.w/2-3;let d;if(n==="square")d=t("rect",{x:o-r,y:c-r,width:2*r,height:2*r,rx:3});else if(n==="diamond")d=t("polygon",{points:`${o},${c-r} ${o+r},${c} ${o},${c+r} ${o-r},${c}`});else if(n==="triangle")d=t("polygon",{points:`${o},${c-r} ${o+r},${c+r*.8} ${o-r},${c+r*.8}`});else if(n==="hexagon"){const s=[0,1,2,3,4,5].map(m=>`${o+r*Math.cos(Math.PI/3*m)},${c+r*Math.sin(Math.PI/3*m)}`).join(" ");d=t("polygon",{points:s})}else d=t("circle",{cx:o,cy:c,r});return t("g",{class:`token${e.defeated?" defeated":""}${e.acting?" acting":""}${i?" selected":""}`,children:[e.acting?t("circle",{class:"acting-ring",cx:o,cy:c,r:r+2.5}):null,t("g",{fill:e.colour,children:d}),t("text",{x:o,y:c+4,"text-anchor":"middle",class:"initials","aria-hidden":"true",children:e.initials}),e.defeated?t("path",{class:"cross",d:`M${o-r} ${c-r} L${o+r} ${c+r} M${o+r} ${c-r} L${o-r} ${c+r}`}):null]})}function tt(e){return`${e.name}, ${e.side}, ${e.square}${e.defeated?`, ${l("client-defeated")}`:""}${e.acting?`, ${l("client-acting")}`:""}`}function xa(e){return e.map(([n,i],a)=>`${a?"L":"M"}${Y+n*R+R/2} ${Y+i*R+R/2}`).join(" ")}function Ea(e){const{body:n,moving:i,preview:a}=e,o=n.grid,[c,r]=x(null),[d,s]=x(!1),m=Y+o.width*R+2,h=Y+o.height*R+2,b=i?.place?.reach??[],p=(c?b.find(g=>g.x===c[0]&&g.y===c[1]):void 0)?.path??a?.place?.path??null,$=a?.place?.area??null,E=a?.place?.target??"",k=i?[]:e.squares.filter(g=>g.place?.square),_=n.ranges,v=(g,w)=>{r([g,w]),e.onHoverSquare(g,w)},C=[];for(let g=0;g<o.height;g++)for(let w=0;w<o.width;w++){const A=Z(w,g);C.push(t("rect",{class:"cell",x:A.x,y:A.y,width:R,height:R,"data-square":se(w,g),onClick:()=>e.onSquare(w,g),onMouseEnter:()=>v(w,g)},`${w},${g}`))}const M=[];for(let g=0;g<o.width;g++)M.push(t("text",{x:Y+g*R+R/2,y:Y-6,"text-anchor":"middle",class:"axis",children:se(g,0).replace(/\d+$/,"")},`c${g}`));for(let g=0;g<o.height;g++)M.push(t("text",{x:Y-4,y:Y+g*R+R/2+4,"text-anchor":"end",class:"axis",children:g+1},`r${g}`));const T=l("client-dbu-battlefield",{width:String(o.width),height:String(o.height),fighters:o.fighters.map(g=>l("client-dbu-at",{fighter:g.name,side:g.side,square:g.square})+(g.defeated?`, ${l("client-defeated")}`:"")).join("; ")});return t("figure",{class:`grid-figure${d?" zoomed":""}`,children:[t("div",{class:"grid-scroll",children:t("svg",{class:"grid",viewBox:`0 0 ${m} ${h}`,width:d?m*1.5:void 0,role:"group","aria-label":T,onMouseLeave:()=>{r(null),e.onLeave()},children:[t("defs",{children:[t("pattern",{id:"hatch-melee",width:"6",height:"6",patternUnits:"userSpaceOnUse",patternTransform:"rotate(45)",children:t("line",{x1:"0",y1:"0",x2:"0",y2:"6",class:"hatch-melee"})}),t("pattern",{id:"dots-long",width:"8",height:"8",patternUnits:"userSpaceOnUse",children:t("circle",{cx:"4",cy:"4",r:"1.3",class:"dots-long"})}),t("pattern",{id:"hatch-area",width:"7",height:"7",patternUnits:"userSpaceOnUse",patternTransform:"rotate(-45)",children:t("line",{x1:"0",y1:"0",x2:"0",y2:"7",class:"hatch-area"})})]}),t("g",{class:"layer-axes",children:M}),t("g",{class:"layer-cells",children:C}),t("g",{class:"layer-melee",children:_?.melee.map(([g,w])=>{const A=Z(g,w);return t("rect",{class:"melee",x:A.x,y:A.y,width:R,height:R},`m${g},${w}`)})}),t("g",{class:"layer-long",children:_?.long.map(([g,w])=>{const A=Z(g,w);return t("rect",{class:"long",x:A.x,y:A.y,width:R,height:R},`L${g},${w}`)})}),t("g",{class:"layer-features",children:o.features.map(g=>{const w=Z(g.x,g.y,g.size);return t("g",{class:"feature",children:[t("rect",{x:w.x+1,y:w.y+1,width:w.w-2,height:w.w-2}),t("text",{x:w.x+w.w/2,y:w.y+w.w/2+4,"text-anchor":"middle",children:l("client-dbu-hardness-short",{rank:String(g.hardness)})}),t("title",{children:l("client-dbu-hardness",{feature:g.name,rank:String(g.hardness)})})]},`f${g.name}`)})}),t("g",{class:"layer-vehicles",children:o.vehicles.map(g=>{const w=Z(g.x,g.y,g.size);return t("g",{class:"vehicle",children:[t("rect",{x:w.x+2,y:w.y+2,width:w.w-4,height:w.w-4}),t("title",{children:g.name})]},`v${g.name}`)})}),t("g",{class:"layer-items",children:o.items.map(g=>{const w=Z(g.x,g.y),A=w.x+R/2,f=w.y+R/2;return t("g",{class:"item",children:[t("polygon",{points:`${A},${f-7} ${A+7},${f} ${A},${f+7} ${A-7},${f}`}),t("title",{children:g.name})]},`i${g.name}${g.x},${g.y}`)})}),t("g",{class:"layer-reach",children:b.map(g=>{const w=Z(g.x,g.y);return t("g",{class:"reach","data-square":se(g.x,g.y),onClick:()=>e.onSquare(g.x,g.y),onMouseEnter:()=>v(g.x,g.y),children:[t("rect",{x:w.x+1,y:w.y+1,width:R-2,height:R-2}),t("text",{x:w.x+R-4,y:w.y+R-4,"text-anchor":"end",children:g.steps})]},`reach${g.x},${g.y}`)})}),t("g",{class:"layer-offered",children:k.map(g=>{const[w,A]=g.place.square,f=Z(w,A);return t("rect",{class:"offered","data-square":se(w,A),onMouseEnter:()=>v(w,A),x:f.x+3,y:f.y+3,width:R-6,height:R-6,onClick:()=>e.onSquare(w,A)},`o${g.index}`)})}),t("g",{class:"layer-area",children:$?.map(([g,w])=>{const A=Z(g,w);return t("rect",{class:"area",x:A.x,y:A.y,width:R,height:R},`a${g},${w}`)})}),p?t("path",{class:"path",d:xa(p)}):null,t("g",{class:"layer-fighters",children:o.fighters.map(g=>{const w=Z(g.x,g.y,g.size),A={x:w.x+w.w/2,y:w.y+w.w/2};return t("g",{class:E===g.name?"targeted":"",children:[t(_a,{f:g,shape:Wt(g.side,n.sides),selected:e.selected===g.name}),E===g.name?t("circle",{class:"target-ring",cx:A.x,cy:A.y,r:w.w/2+1}):null,t("rect",{class:"hit",x:w.x,y:w.y,width:w.w,height:w.w,role:"button",tabIndex:0,"aria-label":tt(g),onClick:f=>{f.stopPropagation(),e.onFighter(g.name)},onKeyDown:f=>{(f.key==="Enter"||f.key===" ")&&(f.preventDefault(),e.onFighter(g.name))},children:t("title",{children:tt(g)})})]},g.name)})})]})}),t("figcaption",{children:[t("span",{class:"legend",children:[t("span",{class:"key melee-key","aria-hidden":"true"})," ",l("client-dbu-melee"),_&&_.long.length?t(L,{children:[" ",t("span",{class:"key long-key","aria-hidden":"true"})," ",l("client-dbu-long",{squares:String(_.long_range)})]}):null,i?` · ${l("client-dbu-legend-move")}`:"",k.length?` · ${l("client-dbu-legend-aim")}`:""]}),t("button",{type:"button",class:"zoom","aria-pressed":d,onClick:()=>s(!d),children:l(d?"client-dbu-fit":"client-zoom-in")}),c?t("span",{class:"hover-square",children:[" · ",se(c[0],c[1])]}):null]})]})}const Ca={circle:"●",square:"■",diamond:"◆",triangle:"▲",hexagon:"⬢"};function it(e){return e===null?{n:0,count:""}:W(e)}function en(e){const{value:n,max:i}=e;if(n===null)return t("div",{class:`bar ${e.kind}`,children:[t("span",{class:"bar-label",children:e.label}),t("span",{class:"bar-value",children:l("client-hidden")})]});const a=i>0?Math.max(0,Math.min(1,n/i)):0;return t("div",{class:`bar ${e.kind}`,children:[t("span",{class:"bar-label",children:e.label}),t("span",{class:"bar-track",role:"meter","aria-label":e.label,"aria-valuemin":0,"aria-valuemax":i,"aria-valuenow":Math.min(n,i),"aria-valuetext":l("client-of",{value:String(n),max:String(i)}),children:t("span",{class:"bar-fill",style:{width:`${a*100}%`}})}),t("span",{class:"bar-value",children:[n," / ",i,n>i?` ${l("client-dbu-above-max")}`:""]})]})}function Sa(e){const{f:n,body:i}=e,a=Wt(n.side,i.sides),o=I(null);return F(()=>{e.selected&&o.current?.scrollIntoView?.({block:"nearest"})},[e.selected]),t("article",{ref:o,class:`card${n.acting?" acting":""}${n.defeated?" defeated":""}${e.selected?" selected":""}`,"aria-labelledby":`card-${n.name}`,style:{borderColor:n.colour},children:[t("header",{children:[t("h3",{id:`card-${n.name}`,children:[t("span",{class:"side-mark",style:{color:n.colour},"aria-hidden":"true",children:Ca[a]})," ",n.name,n.yours?t("span",{class:"badge yours",children:l("client-yours")}):null,n.acting?t("span",{class:"badge acting",children:["▶ ",l("client-acting")]}):null,n.defeated?t("span",{class:"badge defeated",children:["✕ ",l("client-defeated")]}):null]}),t("p",{class:"sub",children:[n.side," · ",n.square,n.threshold?` · ${n.threshold}`:""]})]}),t(en,{label:l("client-stat-life"),value:n.life,max:n.max_life,kind:"life"}),t(en,{label:l("client-stat-ki"),value:n.ki,max:n.max_ki,kind:"ki"}),t(en,{label:l("client-stat-capacity"),value:n.capacity,max:n.max_capacity,kind:"capacity"}),n.defeated?null:t("p",{class:"actions",children:[l("client-dbu-actions",it(n.actions))," · ",l("client-dbu-counters",it(n.counters))]}),t("ul",{class:"tags",children:[n.form?t("li",{class:"tag form",children:l("client-dbu-form-tag",{form:n.form})}):null,n.enhancement?t("li",{class:"tag enhancement",children:l("client-dbu-enhancement-tag",{enhancement:n.enhancement})}):null,n.aura?t("li",{class:"tag aura",children:l("client-dbu-aura-tag",{aura:n.aura})}):null,n.charge?t("li",{class:"tag charge",children:["⚡ ",l("client-dbu-charging",{charge:n.charge})]}):null,n.conditions.map(c=>t("li",{class:`tag ${c.state?"state":"condition"}`,children:[t("span",{"aria-hidden":"true",children:c.state?"◎":"⚠"})," ",c.state?l("client-dbu-state-tag",{state:c.name}):c.name,c.stacks>1?` ×${c.stacks}`:"",c.ends?t("span",{class:"ends",children:[" (",c.ends,")"]}):null]},c.name))]}),t("button",{type:"button",class:"sheet-button",onClick:()=>e.open(n.name),children:l("client-dbu-sheet-of",{fighter:n.name})})]})}function qa(e){const{f:n}=e,i=I(null);return F(()=>{const a=i.current;a&&!a.open&&(typeof a.showModal=="function"?a.showModal():a.setAttribute("open",""))},[]),t("dialog",{ref:i,class:"sheet","aria-labelledby":"sheet-title",onClose:e.close,onCancel:e.close,children:[t("h2",{id:"sheet-title",children:n.name}),t("dl",{children:[t("dt",{children:l("client-side")}),t("dd",{children:n.side}),t("dt",{children:l("client-square")}),t("dd",{children:n.square}),t("dt",{children:l("client-dbu-threshold")}),t("dd",{children:n.threshold||"—"}),t("dt",{children:l("client-stat-life")}),t("dd",{children:[n.life," / ",n.max_life]}),t("dt",{children:l("client-stat-ki")}),t("dd",{children:n.ki===null?l("client-dbu-hidden-from-you"):`${n.ki} / ${n.max_ki}`}),t("dt",{children:l("client-stat-capacity")}),t("dd",{children:n.capacity===null?l("client-dbu-hidden-from-you"):`${n.capacity} / ${n.max_capacity}`}),t("dt",{children:l("client-stat-actions")}),t("dd",{children:n.defeated?l("client-defeated"):l("client-dbu-sheet-actions",{actions:String(n.actions),counters:String(n.counters)})}),t("dt",{children:l("client-dbu-form")}),t("dd",{children:n.form??l("client-dbu-base-form")}),t("dt",{children:l("client-dbu-enhancement")}),t("dd",{children:n.enhancement??l("client-dbu-no-enhancement")}),t("dt",{children:l("client-dbu-aura")}),t("dd",{children:n.aura??l("client-dbu-no-aura")}),t("dt",{children:l("client-dbu-charge")}),t("dd",{children:n.charge??l("client-dbu-no-charge")}),t("dt",{children:l("client-end-conditions")}),t("dd",{children:n.conditions.length?n.conditions.map(a=>`${a.name}${a.stacks>1?` ×${a.stacks}`:""}${a.ends?` (${a.ends})`:""}`).join("; "):l("client-dbu-no-conditions")})]}),t("form",{method:"dialog",children:t("button",{type:"submit",onClick:e.close,children:l("client-close")})})]})}function Aa(e){const n=e.tracker;return t("section",{class:"tracker","aria-labelledby":"tracker-title",tabIndex:-1,id:"tracker",children:[t("h2",{id:"tracker-title",children:[l("client-round",{round:String(n.round)}),e.over?` · ${Bt(e.winner)}`:""]}),t("ol",{class:"order","aria-label":l("client-initiative-order"),children:n.order.map(i=>t("li",{class:`${i.acting?"acting":""}${i.defeated?" defeated":""}`,"aria-current":i.acting?"step":void 0,children:[t("span",{class:"who",children:[i.acting?t("span",{"aria-hidden":"true",children:"▶ "}):null,i.name]}),t("span",{class:"left",children:i.defeated?`✕ ${l("client-defeated")}`:l("client-dbu-left",{actions:String(i.actions),counters:String(i.counters)})})]},i.name))}),n.waiting?t("p",{class:"waiting",children:n.waiting}):null]})}function Ta({body:e}){const n=X(G),i=e.decision,[a,o]=x([]),[c,r]=x(null),[d,s]=x(null),[m,h]=x(null),[b,u]=x(null),[p,$]=x(""),[E,k]=x(""),_=I(null),v=I(!1),C=i?.yours?i.options??null:null,M=i?.yours?i.id:-1;F(()=>{o([]),r(null),s(null);const S=_.current,D=S&&C?Oe(C).find(oi=>Ma(oi.key,S)):void 0;h(D??null),u(D??null),C&&(_.current=null);const z=document.activeElement,ae=!z||z===document.body||!z.isConnected,J=z?.tagName==="BUTTON"&&z.closest("#decision");C&&(ae&&v.current||J)&&document.getElementById("decision")?.focus({preventScroll:!0}),v.current=!1},[M]);const T=Nt(()=>C?c?c.leaves:Oe(Ht(C,a)):[],[C,a,c]),g=(S,D)=>{i&&(_.current=D??null,v.current=!0,n.live.answer({type:"answer",decision_id:i.id,option:S.index,...D?{then:D}:{}}),u(null),s(null),h(null))},w=S=>{if(S.place?.reach&&S.place.then){s(S),n.say(l("client-dbu-choose-square",{option:S.label}),"info");return}g(S)},A=(S,D)=>{if(d?.place?.reach){if(!d.place.reach.find(J=>J.x===S&&J.y===D)){n.say(l("client-dbu-out-of-reach",{square:se(S,D),option:d.label}),"error");return}g(d,{kind:d.place.then,x:S,y:D});return}const z=T.filter(ae=>Ye(ae.place?.square,S,D));z.length===1?b&&b.index===z[0].index?g(z[0]):(u(z[0]),h(z[0]),n.say(l("client-dbu-tap-again",{option:`${z[0].label}${z[0].odds?` · ${z[0].odds}`:""}`}),"info")):z.length>1&&r({title:l("client-dbu-options-on",{where:se(S,D)}),leaves:z})},f=S=>{$(S);const D=e.grid.fighters.find(J=>J.name===S),z=a.length||c||at(T)?T:[];if(D&&(d||z.some(J=>Ye(J.place?.square,D.x,D.y)))){A(D.x,D.y);return}if(!C||d)return;const ae=Oe(C).filter(J=>J.place?.target===S&&!J.place?.square);ae.length&&r({title:l("client-dbu-options-on",{where:S}),leaves:ae})},y=(S,D)=>{if(d)return;const z=T.find(ae=>Ye(ae.place?.square,S,D));z&&h(z)},q=e.fighters.find(S=>S.name===E),V=d?.place?.reach??[];return t("div",{class:"dbu",children:[t("div",{class:"board",children:[t(Aa,{tracker:e.tracker,over:e.over,winner:e.winner}),t(Ea,{body:e,squares:a.length||c||at(T)?T:[],moving:d,preview:b??m,selected:p,onSquare:A,onFighter:f,onHoverSquare:y,onLeave:()=>b?null:h(null)}),(b??m)?.place?.hits?.length?t("p",{class:"preview","aria-live":"polite",children:[l("client-dbu-hits",{option:(b??m).label,fighters:(b??m).place.hits.join(", ")}),(b??m).odds?` · ${(b??m).odds}`:""]}):null]}),t("div",{class:"side",children:[i?t("div",{id:"decision",tabIndex:-1,role:"region","aria-labelledby":"decision-title",children:[d?t(Da,{leaf:d,squares:V,cancel:()=>s(null),go:(S,D)=>A(S,D)}):null,b?t("p",{class:"armed",children:[t("button",{type:"button",class:"primary",onClick:()=>g(b),children:l("client-choose",{option:b.label})})," ",t("button",{type:"button",onClick:()=>u(null),children:l("client-cancel")})]}):null,t(ya,{decision:i,choose:w,preview:S=>b?null:h(S),picked:c,clearPicked:()=>r(null),path:a,setPath:S=>{o(S),r(null)}})]}):null,e.over?t("p",{class:"over",role:"status",children:t("strong",{children:Bt(e.winner)})}):null,t("section",{class:"cards","aria-label":l("client-fighters"),id:"cards",tabIndex:-1,children:e.fighters.map(S=>t(Sa,{f:S,body:e,selected:p===S.name,open:k},S.name))})]}),t(yn,{lines:e.log,mine:e.mine.length?e.mine:e.fighters.filter(S=>S.yours).map(S=>S.name)}),q?t(qa,{f:q,close:()=>k("")}):null]})}function at(e){const n=e.flatMap(i=>i.place?.square?[i.place.square.join(",")]:[]);return n.length>0&&new Set(n).size===n.length}function Ma(e,n){const i=Object.keys(n);return i.length===Object.keys(e).length&&i.every(a=>e[a]===n[a])}function Da(e){const[n,i]=x(""),[a,o]=x(""),c=e.squares.map(d=>({...d,name:se(d.x,d.y)}));return t("form",{class:"move-picker",onSubmit:d=>{d.preventDefault();const s=c.find(m=>m.name.toLowerCase()===n.trim().toLowerCase());if(!s){o(l("client-dbu-not-reached",{square:n.trim()||l("client-dbu-that"),option:e.leaf.label}));return}e.go(s.x,s.y)},"aria-labelledby":"move-title",children:[t("h2",{id:"move-title",children:[e.leaf.label,e.leaf.cost?` · ${e.leaf.cost}`:""]}),t("p",{class:"hint",children:l("client-dbu-in-reach",W(c.length))}),t("label",{children:[t("span",{children:l("client-dbu-square-to")}),t("input",{list:"reach-squares",value:n,autoComplete:"off",placeholder:c[0]?.name??"",onInput:d=>{i(d.target.value),o("")},"aria-invalid":a?!0:void 0,"aria-describedby":a?"move-error":void 0})]}),t("datalist",{id:"reach-squares",children:c.map(d=>t("option",{value:d.name,children:l("client-dbu-steps",W(d.steps))},d.name))}),t("button",{type:"submit",class:"primary",children:l("client-dbu-move")})," ",t("button",{type:"button",onClick:e.cancel,children:l("client-cancel")}),a?t("p",{class:"error",id:"move-error",role:"alert",children:a}):null]})}const Ge={circle:"●",square:"■",diamond:"◆",triangle:"▲",hexagon:"⬢"},Pa=["left","right","top","bottom"];function lt(e){return Pa.includes(e)?l(`client-ddc-edge-${e}`):e}function wn(e,n){return e.sides.find(i=>i.name===n)}function ot(e,n){const i=[`${e.letter}: ${e.form?`${e.shown} ${l("client-ddc-digivolved",{base:e.base})}`:e.shown}`,l("client-ddc-side",{side:e.side}),e.square,e.alive?l("client-ddc-hp-of",{hp:String(e.hp),max:String(e.max_hp)}):l("client-ddc-knocked-out")];return e.acting&&i.push(l("client-ddc-acting-now")),e.defending&&i.push(l("client-ddc-defending")),n&&i.push(l("client-ddc-targetable")),i.join(", ")}function Ra(e,n){const i=e.filter(a=>a.kind===n);return[...i.filter(a=>a.near.length),...i.filter(a=>!a.near.length)]}function ja(e){const i=e.where??e.label.replace(/^(Move|Charge) to /,"");if(!e.near.length)return i;const a=e.near.reduce((o,c)=>l("client-ddc-and",{first:o,second:c}));return l("client-ddc-next-to",{square:i,foes:a})}function Na(e){const n=[e.about];return e.amount&&n.push(e.amount),e.knockout!==null&&e.knockout>0&&n.push(l("client-ddc-to-knock-out",{chance:ke(e.knockout)})),n}function Vt(e,n){return e.viewer.plays.includes(n.name)?!0:e.viewer.role==="player"&&e.viewer.side!==""&&e.viewer.side===n.side}const P=40,K=22,Ia=48;function hn(e,n){return{x:K+e*P,y:K+n*P}}function La(e,n,i,a){if(e==="square")return t("rect",{x:n-a*.85,y:i-a*.85,width:a*1.7,height:a*1.7,rx:3});if(e==="diamond")return t("polygon",{points:`${n},${i-a} ${n+a},${i} ${n},${i+a} ${n-a},${i}`});if(e==="triangle")return t("polygon",{points:`${n},${i-a} ${n+a},${i+a*.8} ${n-a},${i+a*.8}`});if(e==="hexagon"){const o=[0,1,2,3,4,5].map(c=>`${n+a*Math.cos(Math.PI/3*c)},${i+a*Math.sin(Math.PI/3*c)}`).join(" ");return t("polygon",{points:o})}return t("circle",{cx:n,cy:i,r:a})}function ct(e){const{f:n}=e,i=hn(n.x,n.y),a=i.x+P/2,o=i.y+P/2-3,c=P/2-7,r=["ddc-token",`side-${n.shape}`];n.acting&&r.push("acting"),n.alive||r.push("down"),e.attackable&&r.push("attackable"),e.chosen&&r.push("chosen");const d=()=>e.onFighter(n);return t("g",{class:r.join(" "),role:"button",tabIndex:0,"aria-label":ot(n,e.attackable),"aria-pressed":e.attackable?e.chosen:void 0,"data-fighter":n.name,"data-shown":n.shown,"data-side":n.side,"data-x":n.x,"data-y":n.y,onClick:s=>{s.stopPropagation(),d()},onKeyDown:s=>{(s.key==="Enter"||s.key===" ")&&(s.preventDefault(),d())},children:[t("rect",{class:"hit",x:i.x,y:i.y,width:P,height:P}),n.acting?t("rect",{class:"acting-box",x:i.x+1.5,y:i.y+1.5,width:P-3,height:P-3,rx:4}):null,e.attackable?t("circle",{class:"aim",cx:a,cy:o,r:c+4}):null,t("g",{class:"mark",style:{"--side":n.colour},fill:n.colour,stroke:n.colour,children:La(n.shape,a,o,c)}),t("text",{x:a,y:o+4,"text-anchor":"middle",class:"letter","aria-hidden":"true",children:n.letter}),n.defending?t("rect",{class:"guard",x:i.x+3,y:i.y+3,width:P-6,height:P-6,rx:6}):null,t("rect",{class:"hp-track",x:i.x+5,y:i.y+P-6,width:P-10,height:4}),t("rect",{class:"hp-fill",x:i.x+5,y:i.y+P-6,width:(P-10)*n.hp_percent/100,height:4}),n.alive?null:t("path",{class:"cross",d:`M${a-c} ${o-c} L${a+c} ${o+c} M${a+c} ${o-c} L${a-c} ${o+c}`}),t("title",{children:ot(n,e.attackable)})]})}function Oa(e){const{body:n}=e,[i,a]=x(!1),[o,c]=x(null),r=K*2+n.width*P,d=K*2+n.height*P,s=n.squares.filter(p=>p.kind===e.mode),m=[];for(let p=0;p<n.height;p++)for(let $=0;$<n.width;$++){const E=hn($,p);m.push(t("rect",{class:"ddc-cell",x:E.x,y:E.y,width:P,height:P},`c${$},${p}`))}const h=[];for(let p=0;p<n.width;p++)h.push(t("text",{class:"ddc-axis",x:K+p*P+P/2,y:K-7,"text-anchor":"middle",children:p},`ax${p}`));for(let p=0;p<n.height;p++)h.push(t("text",{class:"ddc-axis",x:K-5,y:K+p*P+P/2+4,"text-anchor":"end",children:p},`ay${p}`));const b=n.sides.filter(p=>p.edge).map(p=>{const $=n.width*P,E=n.height*P,k=5,_={left:[K-k-1,K,k,E],right:[K+$+1,K,k,E],top:[K,K-k-1,$,k],bottom:[K,K+E+1,$,k]},[v,C,M,T]=_[p.edge];return t("rect",{class:`ddc-edge edge-${p.edge}`,x:v,y:C,width:M,height:T,fill:p.colour,"data-side":p.name,children:t("title",{children:l("client-ddc-starts-from",{side:p.name,edge:lt(p.edge)})})},`edge${p.name}`)}),u=l("client-ddc-grid",{width:String(n.width),height:String(n.height),fighters:n.fighters.map(p=>l("client-ddc-on",{fighter:p.shown,side:p.side,square:p.square})+(p.alive?"":`, ${l("client-ddc-knocked-out")}`)).join("; ")});return t("figure",{class:`ddc-grid-figure${i?" zoomed":""}`,children:[t("div",{class:"ddc-grid-scroll",children:t("svg",{class:"ddc-grid",viewBox:`0 0 ${r} ${d}`,width:i?r*Ia/P:void 0,role:"group","aria-label":u,onMouseLeave:()=>c(null),children:[t("defs",{children:t("pattern",{id:"ddc-charge-hatch",width:"8",height:"8",patternUnits:"userSpaceOnUse",patternTransform:"rotate(45)",children:t("line",{x1:"0",y1:"0",x2:"0",y2:"8",class:"ddc-hatch"})})}),b,h,m,n.fighters.filter(p=>!p.alive).map(p=>t(ct,{f:p,attackable:!1,chosen:!1,onFighter:e.onFighter},p.name)),s.map(p=>{const $=hn(p.x,p.y);return t("g",{class:`ddc-reach ${p.kind}${p.near.length?" near":""}`,"data-x":p.x,"data-y":p.y,"data-option":p.number,onClick:()=>e.onSquare(p),onMouseEnter:()=>c(p),children:[t("rect",{x:$.x+1,y:$.y+1,width:P-2,height:P-2}),p.kind==="move"?t("circle",{cx:$.x+P/2,cy:$.y+P/2,r:3}):null,t("title",{children:p.label})]},`s${p.number}`)}),n.fighters.filter(p=>p.alive).map(p=>t(ct,{f:p,attackable:e.targets.has(p.name),chosen:e.chosen===p.name,onFighter:e.onFighter},p.name))]})}),t("figcaption",{children:[t("ul",{class:"ddc-legend",children:[n.sides.map(p=>t("li",{children:[t("span",{class:"glyph",style:{color:p.colour},"aria-hidden":"true",children:Ge[p.shape]})," ",l("client-ddc-legend-side",{side:p.name,shape:$n(p.shape)}),p.edge?`, ${l("client-ddc-from",{edge:lt(p.edge)})}`:""]},p.name)),s.length?t("li",{children:[t("span",{class:`key ${e.mode}`,"aria-hidden":"true"})," ",e.mode==="move"?l("client-ddc-legend-move"):l("client-ddc-legend-charge")]}):null,e.targets.size?t("li",{children:[t("span",{class:"key aim","aria-hidden":"true"})," ",l("client-ddc-legend-ringed")]}):null,t("li",{children:l("client-ddc-legend-marks")})]}),t("p",{class:"ddc-grid-tools",children:[t("button",{type:"button",class:"zoom","aria-pressed":i,onClick:()=>a(!i),children:l(i?"client-ddc-fit":"client-zoom-in")}),o?t("span",{class:"hover",children:[" ",o.label]}):null]})]})]})}function Fa({body:e}){const n=X(G),i=e.decision,a=!!i?.yours,o=e.squares.some(g=>g.kind==="move"),c=e.squares.some(g=>g.kind==="charge"),r=a?i.id:-1,[d,s]=x(null),[m,h]=x(null),[b,u]=x(""),p=d?.id===r?d.mode:o||!c?"move":"charge",$=m?.id===r?m.name:"",E=g=>s({id:r,mode:g}),k=g=>h({id:r,name:g}),_=g=>{i&&(n.live.answer({type:"answer",decision_id:i.id,option:g}),k(""))},v=new Set(a?e.targets.map(g=>g.name):[]),C=g=>{a&&_(g.number)},M=g=>{if(u(g.name),v.has(g.name))k(g.name),document.querySelector("#decision ol.ddc-options button")?.scrollIntoView?.({block:"nearest"});else if(a&&!g.acting){const w=e.order.find(A=>A.acting)?.shown??"";n.say(l("client-ddc-out-of-reach",{fighter:g.shown,actor:w}),"info")}},T=e.targets.find(g=>g.name===$)??null;return t("div",{class:"ddc-client",children:[t(za,{body:e}),t("div",{class:"ddc-main",children:[t("section",{class:"ddc-board",id:"board","aria-label":l("client-ddc-grid-label"),tabIndex:-1,children:t(Oa,{body:e,mode:p,targets:v,chosen:$,onSquare:C,onFighter:M})}),t("div",{class:"ddc-side",children:[i?t(Ua,{body:e,mode:p,setMode:E,target:T,setTarget:g=>k(g?g.name:""),send:_}):null,t("section",{class:"ddc-fighters",id:"cards","aria-label":l("client-fighters"),tabIndex:-1,children:e.fighters.map(g=>t(Ha,{body:e,f:g,selected:b===g.name},g.name))})]})]}),t(yn,{lines:e.log.map(g=>({text:g.text,kind:g.kind})),mine:e.fighters.filter(g=>Vt(e,g)).map(g=>g.name)})]})}function rt(e){return l(e.ally?"client-ddc-moves-on":"client-ddc-attack",{fighter:e.shown,side:e.side})}function za({body:e}){return t("section",{class:"ddc-turn",id:"tracker",tabIndex:-1,"aria-labelledby":"ddc-turn-title",children:[t("h2",{id:"ddc-turn-title",children:[l("client-round",{round:String(e.round)}),e.turn?t("span",{class:"turn-words",children:[" · ",e.turn]}):null]}),e.winner?t("p",{class:"ddc-winner",id:"winner",role:"status",children:t("strong",{children:l("client-ddc-over",{winner:e.winner})})}):null,t("ol",{class:"ddc-order","aria-label":l("client-ddc-turn-order"),children:e.order.map(n=>{const i=wn(e,n.side);return t("li",{class:`${n.acting?"acting":""}${n.alive?"":" down"}`,"aria-current":n.acting?"true":void 0,children:[t("span",{class:"glyph",style:{color:i?.colour},"aria-hidden":"true",children:i?Ge[i.shape]:""})," ",n.shown,t("span",{class:"who",children:[" ","(",n.side,")",n.acting?`, ${l("client-ddc-acting-now")}`:"",n.alive?"":`, ${l("client-ddc-knocked-out")}`]})]},n.name)})})]})}function Ua(e){const{body:n,target:i}=e,a=n.decision,o=I(null);if(kn(o,i?()=>e.setTarget(null):null,[i,a.id]),!a.yours)return t("section",{class:"ddc-decision waiting",id:"decision",tabIndex:-1,"aria-labelledby":"ddc-decision-title",children:t("h2",{id:"ddc-decision-title",children:a.headline})});let c;return i?c=t(L,{children:[t("p",{class:"crumbs",children:[t("button",{type:"button",class:"back",onClick:()=>e.setTarget(null),children:l("client-back")})," ",rt(i)]}),t("ol",{class:"ddc-options",ref:o,children:i.moves.map((r,d)=>t("li",{children:t("button",{type:"button",class:"leaf","data-option":r.number,"data-move":r.move,onClick:()=>e.send(r.number),children:[t("span",{class:"n","aria-hidden":"true",children:d<9?d+1:""}),t("span",{class:"label",children:[r.move,r.named?t("span",{class:"named",children:[" ",l("client-ddc-named")]}):null]}),t("span",{class:"facts",children:Na(r).map(s=>t("span",{children:s},s))}),r.knockout!==null?t("span",{class:"meter","aria-hidden":"true",children:t("span",{style:{width:`${Math.round(r.knockout*100)}%`}})}):null]})},r.number))})]}):c=t("ol",{class:"ddc-options",ref:o,children:[n.targets.map((r,d)=>{const s=wn(n,r.side);return t("li",{children:t("button",{type:"button",class:"group","data-target":r.name,onClick:()=>e.setTarget(r),children:[t("span",{class:"n","aria-hidden":"true",children:d<9?d+1:""}),t("span",{class:"label",children:[t("span",{class:"glyph",style:{color:s?.colour},"aria-hidden":"true",children:s?Ge[s.shape]:""})," ",rt(r)]}),t("span",{class:"more",children:[l("client-ddc-moves-count",W(r.moves.length))," ›"]})]})},`t${r.name}`)}),n.others.map((r,d)=>{const s=n.targets.length+d;return t("li",{children:t("button",{type:"button",class:"leaf","data-option":r.number,onClick:()=>e.send(r.number),children:[t("span",{class:"n","aria-hidden":"true",children:s<9?s+1:""}),t("span",{class:"label",children:r.label})]})},`o${r.number}`)})]}),t("section",{class:"ddc-decision yours",id:"decision",tabIndex:-1,"aria-labelledby":"ddc-decision-title",children:[t("h2",{id:"ddc-decision-title",children:a.headline}),n.squares.length&&!i?t(Ba,{...e}):null,c,t("p",{class:"hint",children:l("client-ddc-keys")})]})}function Ba(e){const{body:n,mode:i}=e,a=n.squares.some(m=>m.kind==="move"),o=n.squares.some(m=>m.kind==="charge"),c=Ra(n.squares,i),[r,d]=x(""),s=c.some(m=>String(m.number)===r)?r:String(c[0]?.number??"");return t("form",{class:"ddc-steps",onSubmit:m=>{m.preventDefault(),s!==""&&e.send(Number(s))},children:[a&&o?t("fieldset",{class:"ddc-mode",children:[t("legend",{children:l("client-ddc-step")}),t("label",{children:[t("input",{type:"radio",name:"ddc-mode",checked:i==="move",onChange:()=>e.setMode("move")})," ",l("client-ddc-move-act")]}),t("label",{children:[t("input",{type:"radio",name:"ddc-mode",checked:i==="charge",onChange:()=>e.setMode("charge")})," ",l("client-ddc-charge-option")]})]}):null,t("label",{class:"ddc-square-pick",children:[t("span",{children:l(i==="move"?"client-ddc-move-to":"client-ddc-charge-to")}),t("select",{value:s,onChange:m=>d(m.target.value),children:c.map(m=>t("option",{value:String(m.number),children:ja(m)},m.number))})]}),t("button",{type:"submit",class:"primary",children:l(i==="move"?"client-ddc-move":"client-ddc-charge")}),t("p",{class:"hint",children:[l(i==="move"?"client-ddc-in-reach-shaded":"client-ddc-in-reach-hatched",W(c.length)),c.some(m=>m.near.length)?`; ${l("client-ddc-near-first")}`:"","."]})]})}function Ha({body:e,f:n,selected:i}){const a=wn(e,n.side),o=Vt(e,n);return t("article",{class:`ddc-fighter${n.acting?" acting":""}${n.alive?"":" down"}${i?" selected":""}`,style:{"--side":n.colour},"data-fighter":n.name,"aria-labelledby":`ddc-f${n.index}`,children:[t("h3",{id:`ddc-f${n.index}`,children:[t("span",{class:"glyph",style:{color:n.colour},"aria-hidden":"true",children:a?Ge[a.shape]:""})," ",t("span",{class:"shown",children:n.shown}),n.form?t("span",{class:"sub",children:[" ",l("client-ddc-digivolved",{base:n.base})]}):null,t("span",{class:"badge side-badge",children:n.side}),o?t("span",{class:"badge yours",children:l("client-yours")}):null,n.acting?t("span",{class:"badge acting",children:l("client-acting")}):null,n.alive?null:t("span",{class:"badge down",children:l("client-ddc-ko")})]}),t("div",{class:"ddc-hp",children:[t("span",{children:l("client-ddc-hp")}),t("span",{class:"track","aria-hidden":"true",children:t("span",{class:`fill${n.hp_percent<=25?" low":""}`,style:{width:`${n.hp_percent}%`}})}),t("span",{class:"hp",children:[n.hp," / ",n.max_hp]})]}),t("dl",{children:[t("dt",{children:l("client-ddc-attack-dice")}),t("dd",{children:[n.dice," (",n.level,")"]}),t("dt",{children:l("client-square")}),t("dd",{children:n.square}),t("dt",{children:l("client-ddc-posts")}),t("dd",{children:n.posts}),t("dt",{children:l("client-ddc-recharge")}),t("dd",{class:n.recharging?"recharging":"",children:n.recharge}),n.marks.length?t(L,{children:[t("dt",{children:l("client-ddc-now")}),t("dd",{children:n.marks.join(", ")})]}):null,n.statuses.length?t(L,{children:[t("dt",{children:l("client-ddc-statuses")}),t("dd",{children:n.statuses.join("; ")})]}):null]}),n.moves.length?t("details",{class:"ddc-moves",children:[t("summary",{children:l("client-ddc-moves",{count:String(n.moves.length)})}),t("ul",{children:n.moves.map(c=>t("li",{children:c},c))})]}):null]})}function Ka(e){return{...e,kos:e.kos??[],conditions:e.conditions??[],biggest_hit:e.biggest_hit??null}}function Wa(e){return e.biggest_hit?l("client-end-hit",{amount:String(e.biggest_hit.amount),target:e.biggest_hit.target}):l("client-end-no-hit")}function Va(e){return e.conditions.length?e.conditions.map(n=>n.times>1?`${n.name} ×${n.times}`:n.name).join(", "):l("client-end-no-conditions")}const st=[["client-side",e=>e.side],["client-end-dealt",e=>e.damage_dealt],["client-end-taken",e=>e.damage_taken],["client-end-biggest",Wa],["client-end-ki",e=>e.ki_spent===null||e.ki_spent===void 0?l("client-hidden"):e.ki_spent],["client-end-kos",e=>e.kos.length?e.kos.join(", "):l("client-end-no-kos")],["client-end-rounds",e=>e.rounds_acted],["client-end-conditions",Va]];function Ga({end:e,game:n,noun:i="fight"}){const a=he(oe({game:n,noun:i})),o=he(oe({game:n,noun:i}),!0),c=I(null),r=(e.fighters??[]).map(Ka),d=e.exports??[];return F(()=>{const s=document.activeElement;(!s||s===document.body||!s.isConnected)&&c.current?.focus()},[]),t("section",{class:"end-screen","aria-labelledby":"end-title",id:"end",children:[t("h2",{id:"end-title",tabIndex:-1,ref:c,children:e.result||l("client-table-over",{the:o})}),r.length?t("div",{class:"table-scroll",children:t("table",{class:"summary",children:[t("caption",{children:l("client-end-caption")}),t("thead",{children:t("tr",{children:[t("th",{scope:"col",children:l("client-fighter")}),st.map(([s])=>t("th",{scope:"col",children:l(s)},s))]})}),t("tbody",{children:r.map(s=>t("tr",{class:s.defeated?"defeated":"standing",children:[t("th",{scope:"row",children:[s.name," ",s.defeated?t("span",{class:"badge defeated",children:["✕ ",l("client-defeated")]}):t("span",{class:"badge standing",children:l("client-end-standing")})]}),st.map(([m,h])=>t("td",{"data-label":l(m),children:h(s)},m))]},s.name))})]})}):null,t("div",{class:"end-links",children:[d.length?t(L,{children:[t("h3",{id:"end-downloads",children:l("client-end-downloads")}),t("ul",{class:"exports","aria-labelledby":"end-downloads",children:d.map(s=>t("li",{children:t("a",{href:s.href,download:!0,children:[t("span",{"aria-hidden":"true",children:"⬇ "}),s.label]})},s.href))})]}):null,e.replay?t("p",{children:t("a",{href:e.replay,class:"replay-link",children:l("client-replay",{the:a})})}):null]})]})}function Ja(e){const n=X(G),[i,a]=x(e.current),o=I(!1),c=I(e.current);F(()=>{a(e.current),c.current=e.current},[e.current]);const r=e.languages.some(s=>s.code===e.current)?e.languages:[...e.languages,{code:e.current,name:e.current}],d=s=>{o.current=!1,s!==c.current&&(c.current=s,n.post("language",{language:s}))};return t("form",{class:"language",onSubmit:s=>{s.preventDefault(),d(i)},children:[t("label",{for:"tk-language",children:l("client-language")}),t("select",{id:"tk-language",name:"language",value:i,onKeyDown:s=>{s.key==="Enter"?(s.preventDefault(),d(s.target.value)):s.key!=="Tab"&&(o.current=!0)},onPointerDown:()=>{o.current=!1},onChange:s=>{const m=s.target.value;a(m),o.current||d(m)},onBlur:s=>d(s.target.value),children:r.map(s=>t("option",{value:s.code,lang:s.code,children:s.name},s.code))})]})}let Qa=0;function Gt(){const[e]=x(()=>`tk-f${++Qa}`);return e}function Jt(){const e=X(G);return async(n,i)=>{const a=await e.live.post(n,i);return a.error?(e.say(a.error,"error"),{ok:!1,field:a.field}):{ok:!0,field:""}}}function Za(e,n){const i={};new FormData(e).forEach((o,c)=>{i[c]=String(o)});const a=n;return a?.name&&(i[a.name]=a.value),i}function ie(e){const n=X(G),i=Jt(),a=I(!1),[o,c]=x(!1),r=async s=>{if(s.preventDefault(),a.current)return;const m=s.currentTarget;let h={...e.fixed,...Za(m,s.submitter)};e.shape&&(h=e.shape(h)),a.current=!0,c(!0);const b=await i(e.action,h);if(a.current=!1,c(!1),b.ok){m.querySelectorAll("[data-clear]").forEach(p=>{p.value=""}),e.done&&n.say(e.done(h),"info"),e.onDone?.(h);return}const u=/^[a-z_]+$/.test(b.field)?m.querySelector(`[name="${b.field}"]:not([type=hidden])`):null;u&&(u.setAttribute("aria-invalid","true"),u.focus())},d=s=>s.target.removeAttribute?.("aria-invalid");return t("form",{class:`tool ${e.class??""}`,onSubmit:r,onInput:d,onChange:d,"aria-busy":o||void 0,children:t("fieldset",{disabled:e.disabled,children:[t("legend",{children:e.label}),e.children]})})}function N(e){const n=Gt(),i=bi(e.children,{id:`${n}-c`,"aria-describedby":e.hint?`${n}-h`:void 0});return t("div",{class:`field ${e.class??""}`,children:[t("label",{class:"field-label",for:`${n}-c`,children:e.label}),i,e.hint?t("span",{class:"hint",id:`${n}-h`,children:e.hint}):null]})}function dt(e){const n=I(null);F(()=>{const a=n.current,o=e.opener??document.activeElement;if(a&&!a.open)try{typeof a.showModal=="function"?a.showModal():a.setAttribute("open","")}catch{a.setAttribute("open","")}return(a?.querySelector("[data-autofocus]")??a?.querySelector("button"))?.focus(),()=>{try{a?.open&&a.close()}catch{}o&&o.isConnected&&o.focus()}},[]);const i=a=>{a.key==="Escape"&&(a.preventDefault(),a.stopPropagation(),e.onClose())};return t("dialog",{ref:n,class:"confirm","aria-modal":"true","aria-labelledby":`${e.id}-title`,"aria-describedby":`${e.id}-text`,onKeyDown:i,onCancel:a=>{a.preventDefault(),e.onClose()},children:[t("h2",{id:`${e.id}-title`,children:e.title}),e.children]})}function Xa(e){return{...e,fighters:(e.fighters??[]).map(n=>({...n,conditions:n.conditions??[]})),conditions:e.conditions??[],stacking:e.stacking??[],checks:e.checks??[],sheets:e.sheets??[],examples:e.examples??[],sides:e.sides??[],order:e.order??[],seats:e.seats??[],bots:e.bots??[],undo:e.undo??{available:!1}}}function Qt(e){const n=e.to?.length?e.to:[{value:"all",label:l("client-talk-everyone")}];return{...e,to:n,checks:e.checks??[],fighters:e.fighters??[]}}function me(e){return typeof e.error=="string"}const _n="x-tenkaichi-client";function xn(e){return l("client-refused",{status:String(e)})}function Ya(e){return Math.min(15e3,1e3*2**Math.min(e,4))}class el{constructor(n,i,a){Q(this,"url");Q(this,"base");Q(this,"hooks");Q(this,"socket",null);Q(this,"tries",0);Q(this,"seq",-1);Q(this,"stopped",!1);Q(this,"timer",null);this.url=n,this.base=i,this.hooks=a}start(){this.stopped=!1,this.open()}stop(){this.stopped=!0,this.timer&&clearTimeout(this.timer),this.socket?.close()}open(){this.hooks.state(this.tries===0?"connecting":"reconnecting");let n;try{n=new WebSocket(this.url)}catch{this.retry();return}this.socket=n,n.onopen=()=>{this.tries=0,this.seq=-1,this.hooks.state("open")},n.onmessage=i=>this.receive(String(i.data)),n.onclose=i=>{if(this.socket===n){if(this.socket=null,i.code===1008){this.hooks.state("closed"),this.hooks.error(l("client-link-refused"));return}this.retry()}}}retry(){this.stopped||(this.hooks.state("reconnecting"),this.timer=setTimeout(()=>this.open(),Ya(this.tries++)))}receive(n){let i;try{i=JSON.parse(n)}catch{return}if(i.type==="error"&&i.message){this.hooks.error(i.message);return}const a=i.type==="view"?i.view?.screen:void 0;a&&nl(a,this.seq)&&(this.seq=a.seq,this.hooks.screen(a))}answer(n){return this.send(n)}dice(n){return this.send(n)}send(n){return!this.socket||this.socket.readyState!==WebSocket.OPEN?(this.hooks.error(l("client-not-connected")),!1):(this.socket.send(JSON.stringify(n)),!0)}async post(n,i){try{const a=await fetch(`${this.base}/${n}`,{method:"POST",headers:{"content-type":"application/x-www-form-urlencoded",[_n]:"1"},body:new URLSearchParams(i).toString(),credentials:"same-origin"}),o=await a.json().catch(()=>({}));return a.ok?{error:"",field:""}:{error:o.error??xn(a.status),field:o.field??""}}catch{return{error:l("client-unreachable"),field:""}}}}function En(e,n,i={}){const a=new URLSearchParams(Object.entries(i).filter(([,o])=>o!=="")).toString();return`/api${e}/${n}${a?`?${a}`:""}`}async function We(e){try{const n=await fetch(e,{headers:{accept:"application/json",[_n]:"1"},credentials:"same-origin"}),i=await n.json().catch(()=>({}));return!n.ok||typeof i.error=="string"?{error:i.error??xn(n.status)}:i}catch{return{error:l("client-unreachable")}}}function nl(e,n){return e.seq>=n}const tl=500,il=5e3,ut=3,de=e=>Ft(e),te=e=>W(e,!0);function al(e){const n=Number(e);return!Number.isInteger(n)||n<1?l("client-pv-run-any"):n===1?l("client-pv-run-once"):l("client-pv-run-times",te(n))}async function ht(e,n){try{const i=await fetch(e,{method:"POST",headers:{"content-type":"application/x-www-form-urlencoded",accept:"application/json",[_n]:"1"},body:new URLSearchParams(n).toString(),credentials:"same-origin"}),a=await i.json().catch(()=>({}));return!i.ok||typeof a.error=="string"?{error:a.error??xn(i.status)}:a}catch{return{error:l("client-unreachable")}}}function ll(e,n){const i=e.total||e.runs;if(e.state==="running"){if(n)return l("client-pv-cancelling");const a=i?Math.floor(4*e.done/i)*25:0;return a?l("client-pv-progress",{percent:Le(a),...te(i)}):l("client-pv-running",te(i))}if(e.state==="done")return l("client-pv-done",te(e.result?.done??e.done));if(e.state==="cancelled"){const a=e.result?.done??e.done;return a?l("client-pv-cancelled",{...te(a),runs:de(e.runs)}):l("client-pv-cancelled-none")}return e.state==="failed"?e.failure:""}const Se=e=>`${Math.max(0,Math.min(100,e*100))}%`;function nn(e){const{chance:n,interval:i}=e;return t("li",{class:"pv-chance",children:[t("span",{class:"pv-who",children:[e.who,t("span",{class:"visually-hidden",children:[" ",e.verb]}),e.sub?t("span",{class:"hint",children:[" ",e.sub]}):null]}),t("span",{class:"pv-bar","aria-hidden":"true",children:[t("span",{class:"pv-bar-fill",style:{width:Se(n)}}),i?t("span",{class:"pv-range",style:{left:Se(i.low),width:Se(i.high-i.low)}}):null]}),t("span",{class:"pv-num",children:[t("strong",{children:ke(n)}),i?t("span",{class:"hint",children:[" ",l("client-pv-likely",{low:ke(i.low),high:ke(i.high)})]}):null]})]})}function ol(e){const n=Math.round(e.most_runs.low),i=Math.round(e.most_runs.high),a=n===i?l("client-pv-rounds-count",W(n)):l("client-pv-rounds-range",{low:String(n),high:String(i)}),o=e.low===e.high?"":` ${l("client-pv-rounds-ends",{low:String(e.low),high:String(e.high)})}`;return l("client-pv-rounds",{mean:zt(e.mean,1),most:a,ends:o})}function cl({result:e}){const n=Math.max(1,...e.rounds.counts.map(i=>i.runs));return t("details",{class:"pv-lengths",children:[t("summary",{children:l("client-pv-lengths")}),t("table",{class:"pv-lengths-table",children:[t("caption",{class:"visually-hidden",children:l("client-pv-lengths-caption")}),t("thead",{children:t("tr",{children:[t("th",{scope:"col",children:l("client-pv-rounds-head")}),t("th",{scope:"col",children:l("client-pv-fights-head")})]})}),t("tbody",{children:e.rounds.counts.map(i=>t("tr",{children:[t("th",{scope:"row",children:i.rounds}),t("td",{children:[t("span",{class:"pv-length-bar","aria-hidden":"true",style:{width:Se(.85*i.runs/n)}}),de(i.runs)]})]},i.rounds))})]})]})}function rl({f:e}){const n=e.options.slice(0,ut),i=e.attacks.filter(a=>a.damage>0).slice(0,ut);return t("li",{class:"pv-fighter",children:[t("h5",{children:[e.fighter," ",t("span",{class:"hint",children:["(",e.side,")"]})]}),t("p",{children:l("client-pv-defeated-in",{share:ke(e.defeated_share),life:de(Math.round(e.mean_damage_dealt))})}),t("p",{class:"pv-facts-title",children:l("client-pv-most-used")}),n.length?t("ul",{class:"pv-facts",children:n.map(a=>t("li",{children:l("client-pv-option-share",{option:a.option,share:ke(a.share)})},a.option))}):t("p",{class:"hint",children:l("client-pv-no-choice")}),t("p",{class:"pv-facts-title",children:l("client-pv-most-damaging")}),i.length?t("ul",{class:"pv-facts",children:i.map(a=>t("li",{children:l("client-pv-attack",{attack:a.attack,life:de(Math.round(a.damage_a_hit)),hits:l("client-pv-hits",W(a.hits))})},a.attack))}):t("p",{class:"hint",children:l("client-pv-no-attack")})]})}function sl({result:e}){if(!e.done)return null;const n=[...e.fighters].filter(o=>o.falls_first>0).sort((o,c)=>c.falls_first-o.falls_first),i=e.cancelled?l("client-pv-title-first",te(e.done)):l("client-pv-title",te(e.done)),a=l("client-pv-wins");return t("div",{class:"pv-results",children:[t("h3",{children:i}),t("p",{class:"hint",children:l("client-pv-bot",{bot:e.bot})}),t("h4",{children:l("client-pv-who-wins")}),t("ul",{class:"pv-chances",children:[e.sides.map(o=>t(nn,{who:o.side,verb:a,sub:o.fighters.join(", "),chance:o.chance,interval:o.interval},o.side)),e.draws.count?t(nn,{who:l("client-pv-nobody"),verb:a,sub:l("client-pv-draw"),chance:e.draws.chance,interval:e.draws.interval}):null]}),e.safety_stops?t("p",{class:"hint",children:l("client-pv-safety",te(e.safety_stops))}):null,t("h4",{children:l("client-pv-how-long")}),t("p",{children:ol(e.rounds)}),t(cl,{result:e}),t("h4",{children:l("client-pv-who-falls")}),n.length?t("ul",{class:"pv-chances",children:n.map(o=>t(nn,{who:o.fighter,verb:l("client-pv-falls-first"),sub:`(${o.side})`,chance:o.falls_first_share},o.fighter))}):null,e.nobody_fell?t("p",{children:l("client-pv-nobody-falls",te(e.nobody_fell))}):null,t("h4",{children:l("client-pv-each-fighter")}),t("ul",{class:"pv-fighters",children:e.fighters.map(o=>t(rl,{f:o},o.fighter))})]})}function dl(e){const n=X(G),i=En(e.base,"preview"),[a,o]=x(null),[c,r]=x(null),[d,s]=x(!1),[m,h]=x(!1),b=I(null),u=I(null),p=I(null),$=I(null),E=a?.state??"idle",k=E==="running",_=e.poll??tl;F(()=>{let f=!1;return We(i).then(y=>{!f&&!me(y)&&o(y)}),()=>{f=!0}},[i]),F(()=>{let f=!1,y;const q=k?_:e.idlePoll??il,V=async()=>{const S=await We(i);f||(me(S)||o(S),y=setTimeout(V,me(S)?4*q:q))};return y=setTimeout(V,q),()=>{f=!0,clearTimeout(y)}},[k,i,_,e.idlePoll]);const v=I(!1);if(F(()=>{k?$.current==="cancel"&&u.current?.focus():(s(!1),(!document.activeElement||document.activeElement===document.body)&&($.current==="run"||v.current)&&b.current?.focus(),v.current=!1),$.current=null},[k]),a&&!a.offered)return null;const C=c??String(a?.runs??a?.runs_default??1e3),M=a?.runs_max??1e4,T=a?a.total||a.runs:0,g=async f=>{if(f.preventDefault(),m||k)return;h(!0);const y=await ht(i,{do:"start",runs:C});if(h(!1),me(y)){n.say(y.error,"error"),/fights to run/.test(y.error)&&(p.current?.setAttribute("aria-invalid","true"),p.current?.focus());return}$.current=y.state==="running"?"cancel":null,o(y)},w=async()=>{if(d)return;s(!0),$.current="run";const f=await ht(i,{do:"cancel"});if(me(f)){s(!1),n.say(f.error,"error");return}o(f)},A=a?ll(a,d):"";return t("details",{class:"gm-sub fight-preview",id:"gm-preview",open:!0,children:[t("summary",{children:l("client-pv-summary")}),t("p",{class:"hint",children:l("client-pv-about")}),t("form",{class:"pv-form",onSubmit:g,"aria-busy":m||void 0,children:[t(N,{label:l("client-pv-runs"),hint:l("client-pv-runs-hint",{max:de(M)}),class:"runs",children:t("input",{ref:p,name:"runs",type:"number",inputMode:"numeric",min:1,max:M,step:1,required:!0,value:C,disabled:k,onInput:f=>{const y=f.target;y.removeAttribute("aria-invalid"),r(y.value)}})}),t("div",{class:"buttons",children:[t("button",{ref:b,type:"submit",class:"primary",disabled:k||m,children:al(C)}),k?t("button",{ref:u,type:"button",onClick:w,disabled:d,onFocus:()=>{v.current=!0},onBlur:()=>{v.current=!1},children:l(d?"client-pv-cancelling-button":"client-cancel")}):null]})]}),k&&a?t("div",{class:"pv-progress",children:[t("div",{class:"pv-track",role:"progressbar","aria-label":l("client-pv-played-label"),"aria-valuemin":0,"aria-valuemax":T,"aria-valuenow":a.done,"aria-valuetext":l("client-pv-played",{done:de(a.done),...te(T)}),children:t("span",{class:"pv-fill",style:{width:Se(T?a.done/T:0)}})}),t("span",{class:"pv-count","aria-hidden":"true",children:l("client-of",{value:de(a.done),max:de(T)})})]}):null,t("p",{class:`pv-status${E==="failed"?" refused":""}`,role:"status","aria-live":"polite",children:A}),a?.result?t(sl,{result:a.result}):null]})}const mt=500,ul=300;function Zt({talk:e}){return t(N,{label:l("client-talk-shown-to"),children:t("select",{name:"to",children:e.to.map(n=>t("option",{value:n.value,children:n.label},n.value))})})}function Xt({talk:e}){const[n,i]=x("");return t(ie,{action:"note",label:l("client-talk-write-note"),class:"note-form",done:()=>l("client-talk-note-sent"),onDone:()=>i(""),children:[t(N,{label:l("client-note"),class:"note-text",hint:l("client-talk-characters",{typed:String(n.length),max:String(mt)}),children:t("textarea",{name:"text",rows:2,maxLength:mt,required:!0,value:n,onInput:a=>i(a.target.value)})}),t(Zt,{talk:e}),t("button",{type:"submit",class:"primary",children:l("client-talk-send-note")})]})}function Yt({talk:e,base:n}){const i=Gt(),a=e.fighters.length>0&&e.checks.length>0,[o,c]=x("dice"),[r,d]=x(""),[s,m]=x(e.fighters[0]??""),[h,b]=x(e.checks[0]??""),[u,p]=x(""),[$,E]=x(""),[k,_]=x(null),v=o==="check"&&a,C=e.fighters.includes(s)?s:e.fighters[0]??"",M=e.checks.includes(h)?h:e.checks[0]??"",T=v?{fighter:C,check:M,target:u.trim()}:{expression:r.trim(),target:u.trim()},g=v?!!(C&&M):!!r.trim(),w=JSON.stringify(T);F(()=>{if(!g){_(null);return}let f=!0;const y=setTimeout(async()=>{const q=await We(En(n,"odds",T));f&&_(me(q)?{error:q.error}:{label:q.label,chance:q.chance,target:T.target})},ul);return()=>{f=!1,clearTimeout(y)}},[w,g,n]);const A=f=>{const y={...T,to:f.to??"all"};return y.target||delete y.target,$.trim()&&(y.results=$.trim()),y};return t(ie,{action:"roll",label:l("client-roll"),class:"roll-form",shape:A,done:()=>l("client-talk-rolled"),onDone:()=>E(""),children:[a?t("fieldset",{class:"choice",children:[t("legend",{children:l("client-talk-what")}),t("label",{children:[t("input",{type:"radio",name:"what",value:"dice",checked:!v,onChange:()=>c("dice")})," ",l("client-talk-dice")]}),t("label",{children:[t("input",{type:"radio",name:"what",value:"check",checked:v,onChange:()=>c("check")})," ",l("client-talk-check")]})]}):null,v?t(L,{children:[t(N,{label:l("client-fighter"),children:t("select",{name:"fighter",value:C,onChange:f=>m(f.target.value),children:e.fighters.map(f=>t("option",{children:f},f))})}),t(N,{label:l("client-talk-check-field"),children:t("select",{name:"check",value:M,onChange:f=>b(f.target.value),children:e.checks.map(f=>t("option",{children:f},f))})})]}):t(N,{label:l("client-talk-expression"),hint:l("client-talk-expression-hint"),children:t("input",{name:"expression",autoComplete:"off",spellcheck:!1,maxLength:60,required:!0,value:r,onInput:f=>d(f.target.value)})}),t(N,{label:l("client-talk-target"),children:t("input",{name:"target",type:"number",inputMode:"numeric",min:0,step:1,value:u,onInput:f=>p(f.target.value)})}),t(Zt,{talk:e}),t(N,{label:l("client-talk-results"),hint:l("client-talk-results-hint"),children:t("input",{name:"results",autoComplete:"off",inputMode:"numeric",value:$,onInput:f=>E(f.target.value)})}),t("p",{class:`odds-line${k&&"error"in k?" refused":""}`,id:`${i}-odds`,"aria-live":"polite",children:k===null?null:"error"in k?t(L,{children:[t("span",{"aria-hidden":"true",children:"⚠ "}),k.error]}):k.chance!==null?t(L,{children:[k.label," · ",H("client-talk-chance",{target:k.target,chance:t("strong",{children:k.chance})})]}):t(L,{children:[k.label," · ",l("client-talk-no-target")]})}),t("button",{type:"submit",class:"primary","aria-describedby":`${i}-odds`,children:l("client-roll")})]})}function hl(e){const{panel:n}=e,i=Qt(e.talk);return!i.can_note&&!i.can_roll?null:t("section",{class:"talk","aria-labelledby":"talk-title",id:"talk",children:[t("h2",{id:"talk-title",children:l("client-talk-title")}),i.can_note?t(Xt,{talk:i}):null,i.can_roll?t("details",{class:"talk-roll",children:[t("summary",{children:l("client-talk-roll-summary")}),t(Yt,{talk:i,base:n.base})]}):null]})}const ei=["life","ki","capacity","actions","counters"];function tn(e,n){return l("client-of",{value:String(e),max:String(n)})}const ml={life:e=>tn(e.life,e.life_max),ki:e=>tn(e.ki,e.ki_max),capacity:e=>tn(e.capacity,e.capacity_max),actions:e=>String(e.actions),counters:e=>String(e.counters)};function pt(e){return ei.includes(e)?l(`client-stat-${e}`):e}function pl(e){return`${e.name} · ${e.side} · ${e.square}${e.defeated?` · ${l("client-defeated")}`:""}`}function _e(e){const[n,i]=x(e[0]??"");return[e.includes(n)?n:e[0]??"",i]}function De(e){const n=e.words??pl;return t(N,{label:e.label??l("client-fighter"),children:t("select",{name:"fighter",required:!0,value:e.value,onChange:i=>e.set(i.target.value),children:e.fighters.map(i=>t("option",{value:i.name,children:n(i)},i.name))})})}function xe(){return t(N,{label:l("client-gm-reason"),children:t("input",{name:"reason",maxLength:200,autoComplete:"off","data-clear":!0})})}function ni(e){const n=X(G),i=I(null),[a,o]=x(!1),{width:c,height:r}=e.tools;F(()=>{if(!a)return;document.body.classList.add("gm-picking");const m=b=>{const u=b.target;if(!u?.closest?.("svg.grid"))return;b.preventDefault(),b.stopPropagation();const p=u.closest("[data-square]")?.getAttribute("data-square");if(!p){n.say(l("client-gm-square-taken"),"error");return}const $=i.current;$&&($.value=p,$.removeAttribute("aria-invalid"),$.scrollIntoView?.({block:"center"}),$.focus()),o(!1),n.say(l("client-gm-square-picked",{square:p,who:e.who}),"info")},h=b=>{b.key==="Escape"&&(o(!1),i.current?.focus())};return document.addEventListener("click",m,!0),document.addEventListener("keydown",h),()=>{document.body.classList.remove("gm-picking"),document.removeEventListener("click",m,!0),document.removeEventListener("keydown",h)}},[a,e.who]);const d=()=>{if(a){o(!1);return}const m=document.querySelector("svg.grid");if(!m){n.say(l("client-gm-no-board"),"error");return}o(!0),m.closest("figure")?.scrollIntoView?.({block:"center"}),n.say(l("client-gm-pick-tap",{who:e.who}),"info")},s=c&&r?l("client-gm-square-hint",{last:Ut(c-1),rows:String(r)}):l("client-gm-square-like");return t("div",{class:"square-field",children:[t(N,{label:l("client-square"),hint:e.now?l("client-gm-square-now",{square:e.now,hint:s}):s,children:t("input",{ref:i,name:"square",required:!0,autoComplete:"off",spellcheck:!1,size:5})}),t("button",{type:"button","aria-pressed":a,onClick:d,children:l(a?"client-gm-pick-stop":"client-gm-pick")})]})}function gl({tools:e}){const[n,i]=_e(e.fighters.map(r=>r.name)),[a,o]=x("life"),c=e.fighters.find(r=>r.name===n);return t(ie,{action:"gm",fixed:{do:"set"},label:l("client-gm-set"),disabled:!e.can_rule,done:r=>l("client-gm-set-done",{stat:pt(r.stat),fighter:r.fighter,value:r.value}),children:[t(De,{fighters:e.fighters,value:n,set:i}),t(N,{label:l("client-gm-what"),children:t("select",{name:"stat",value:a,onChange:r=>o(r.target.value),children:ei.map(r=>t("option",{value:r,children:pt(r)},r))})}),t(N,{label:l("client-gm-new-value"),hint:c?l("client-gm-now",{value:ml[a](c)}):void 0,children:t("input",{name:"value",type:"number",inputMode:"numeric",step:1,required:!0,"data-clear":!0})}),t(xe,{}),t("button",{type:"submit",class:"primary",children:l("client-set")})]})}function fl({tools:e}){const[n,i]=_e(e.fighters.map(d=>d.name)),[a,o]=_e(e.conditions),c=e.fighters.find(d=>d.name===n),r=e.stacking.includes(a);return t(ie,{action:"gm",fixed:{do:"condition"},label:l("client-gm-condition"),disabled:!e.can_rule,shape:d=>({...d,stacks:r&&d.stacks||"1",rounds:d.rounds??""}),done:d=>l(d.op==="remove"?"client-gm-condition-removed":"client-gm-condition-added",{condition:d.name,fighter:d.fighter}),children:[t(De,{fighters:e.fighters,value:n,set:i}),c?t("p",{class:"hint now",children:l("client-gm-conditions-now",{conditions:c.conditions.length?c.conditions.join(", "):l("client-gm-no-condition")})}):null,t(N,{label:l("client-gm-condition-field"),children:t("select",{name:"name",value:a,onChange:d=>o(d.target.value),children:e.conditions.map(d=>t("option",{children:d},d))})}),r?t(N,{label:l("client-gm-stacks"),children:t("input",{name:"stacks",type:"number",inputMode:"numeric",min:1,step:1,defaultValue:"1"})}):null,t(N,{label:l("client-gm-rounds"),children:t("input",{name:"rounds",type:"number",inputMode:"numeric",min:1,step:1,"data-clear":!0})}),t(xe,{}),t("div",{class:"buttons",children:[t("button",{type:"submit",name:"op",value:"add",class:"primary",children:l("client-gm-condition-add")}),t("button",{type:"submit",name:"op",value:"remove",children:l("client-gm-condition-remove")})]})]})}function bl({tools:e}){const[n,i]=_e(e.fighters.map(o=>o.name)),a=e.fighters.find(o=>o.name===n);return t(ie,{action:"gm",fixed:{do:"move"},label:l("client-gm-move"),disabled:!e.can_rule,shape:o=>({...o,square:(o.square??"").trim().toUpperCase()}),done:o=>l("client-gm-move-done",{fighter:o.fighter,square:o.square}),children:[t(De,{fighters:e.fighters,value:n,set:i}),t(ni,{who:n,tools:e,now:a?.square}),t(xe,{}),t("button",{type:"submit",class:"primary",children:l("client-gm-move-submit")})]})}function vl({tools:e}){const n=e.order.join(`
`),[i,a]=x(e.order);F(()=>a(e.order),[n]);const[o,c]=x(""),r=I(null),d=I(null);jt(()=>{const b=d.current;if(d.current=null,!b||!r.current)return;const u=[...r.current.querySelectorAll("li")].find(E=>E.dataset.name===b.name),p=u?.querySelector(`button[data-dir="${b.dir}"]`),$=u?.querySelector(`button[data-dir="${b.dir==="up"?"down":"up"}"]`);(p&&!p.disabled?p:$)?.focus()},[i]);const s=new Set(e.fighters.filter(b=>b.defeated).map(b=>b.name)),m=(b,u)=>{const p=b+u;if(p<0||p>=i.length)return;const $=[...i],[E]=$.splice(b,1);$.splice(p,0,E),d.current={name:E,dir:u<0?"up":"down"},a($),c(l("client-gm-order-moved",{fighter:E,place:String(p+1),count:String($.length)}))},h=i.join(`
`)!==n;return t(ie,{action:"gm",fixed:{do:"order"},label:l("client-initiative-order"),disabled:!e.can_rule,shape:b=>({do:b.do,order:i.join(`
`),reason:b.reason??""}),done:()=>l("client-gm-order-done"),children:[t("ol",{class:"order-edit",ref:r,children:i.map((b,u)=>t("li",{"data-name":b,children:[t("span",{class:"who",children:[t("span",{"aria-hidden":"true",children:[u+1,". "]}),b,s.has(b)?` ${l("client-gm-defeated-mark")}`:""]}),t("button",{type:"button","data-dir":"up",disabled:u===0,onClick:()=>m(u,-1),children:[l("client-gm-move-up"),t("span",{class:"visually-hidden",children:[" ",b]})]}),t("button",{type:"button","data-dir":"down",disabled:u===i.length-1,onClick:()=>m(u,1),children:[l("client-gm-move-down"),t("span",{class:"visually-hidden",children:[" ",b]})]})]},b))}),t("p",{class:"visually-hidden","aria-live":"polite",children:o}),h?t("p",{class:"hint",children:l("client-gm-order-changed")}):null,t(xe,{}),t("div",{class:"buttons",children:[t("button",{type:"submit",class:"primary",children:l("client-gm-order-submit")}),h?t("button",{type:"button",onClick:()=>a(e.order),children:l("client-gm-order-reset")}):null]})]})}function $l({tools:e}){const n=e.seats.filter(a=>a.role!=="gm"),i=!e.sheets.length&&!e.examples.length;return t(ie,{action:"gm",fixed:{do:"add"},label:l("client-gm-add"),disabled:!e.can_rule||i,shape:a=>({...a,square:(a.square??"").trim().toUpperCase()}),done:a=>Number(a.count)>1?l("client-gm-add-done-many",{count:a.count}):l("client-gm-add-done",{fighter:a.name||l("client-gm-new-fighter-capital")}),children:[i?t("p",{class:"hint",children:l("client-gm-no-sheet")}):null,t(N,{label:l("client-gm-sheet"),children:t("select",{name:"source",required:!0,children:[e.sheets.length?t("optgroup",{label:l("client-gm-sheets-fight"),children:e.sheets.map(a=>t("option",{value:`sheet:${a.key}`,children:a.name},a.key))}):null,e.examples.length?t("optgroup",{label:l("client-gm-sheets-example"),children:e.examples.map(a=>t("option",{value:`example:${a}`,children:a},a))}):null]})}),t(N,{label:l("client-side"),children:t("select",{name:"side",required:!0,children:e.sides.map(a=>t("option",{children:a},a))})}),t(ni,{who:l("client-gm-new-fighter"),tools:e}),t(N,{label:l("client-gm-how-many"),hint:l("client-gm-how-many-hint"),children:t("input",{name:"count",type:"number",inputMode:"numeric",min:1,max:20,step:1,defaultValue:"1",required:!0})}),t(N,{label:l("client-gm-initiative"),children:t("input",{name:"initiative",type:"number",inputMode:"numeric",step:1,"data-clear":!0})}),t(N,{label:l("client-gm-played-by"),children:t("select",{name:"controller",children:[t("option",{value:"",children:l("client-gm-you")}),n.map(a=>t("option",{value:String(a.seat),children:a.label},a.seat))]})}),t(N,{label:l("client-gm-name"),children:t("input",{name:"name",maxLength:40,autoComplete:"off","data-clear":!0})}),t(xe,{}),t("button",{type:"submit",class:"primary",children:l("client-gm-add-submit")})]})}function yl({tools:e}){const[n,i]=_e(e.fighters.map(a=>a.name));return t(ie,{action:"gm",fixed:{do:"remove"},label:l("client-gm-remove"),disabled:!e.can_rule,done:a=>l("client-gm-remove-done",{fighter:a.fighter}),children:[t(De,{fighters:e.fighters,value:n,set:i}),t(xe,{}),t("button",{type:"submit",children:l("client-gm-remove-submit")})]})}function kl({tools:e}){const[n,i]=_e(e.fighters.map(o=>o.name)),a=o=>e.seats.find(c=>String(c.seat)===o)?.label??l("client-gm-the-seat");return t(ie,{action:"gm",fixed:{do:"give"},label:l("client-gm-give"),done:o=>l("client-gm-give-done",{fighter:o.fighter,seat:a(o.seat)}),children:[t(De,{fighters:e.fighters,value:n,set:i,label:l("client-gm-give-field"),words:o=>l("client-gm-played-by-who",{fighter:o.name,player:o.player||l("client-gm-nobody")})}),t(N,{label:l("client-gm-give-to"),children:t("select",{name:"seat",required:!0,children:e.seats.map(o=>t("option",{value:String(o.seat),children:o.label},o.seat))})}),t("button",{type:"submit",class:"primary",children:l("client-gm-give-submit")})]})}function wl({tools:e}){const n=e.seats.filter(a=>a.role==="player");if(!n.length)return null;const i=a=>n.find(o=>String(o.seat)===a)?.label??l("client-gm-the-player");return t(ie,{action:"gm",fixed:{do:"kick"},label:l("client-gm-kick"),done:a=>l("client-gm-kick-done",{player:i(a.seat)}),children:[t(N,{label:l("client-gm-player"),children:t("select",{name:"seat",required:!0,children:n.map(a=>t("option",{value:String(a.seat),children:a.label},a.seat))})}),t(N,{label:l("client-gm-kick-to"),children:t("select",{name:"to",children:[t("option",{value:"gm",children:l("client-gm-you")}),e.bots.map(a=>t("option",{value:a,children:l("client-gm-a-bot",{bot:a})},a))]})}),t("button",{type:"submit",children:l("client-gm-kick-submit")})]})}function _l({panel:e,tools:n}){const i=X(G),a=Jt(),o=he(oe(e)),[c,r]=x("1"),[d,s]=x(null),[m,h]=x(!1),b=I(null),u=I(null),p=I(!1),$=c.trim()||"1",E=async()=>{if(p.current)return;p.current=!0;const v=await We(En(e.base,"undo",{n:$}));if(p.current=!1,me(v)){i.say(v.error,"error");return}s(v)},k=async v=>{s(null),(await a("gm",{do:"undo",n:$,dice:v})).ok&&i.say(l(v==="again"?"client-gm-undone-again":"client-gm-undone"),"info")},_=async()=>{h(!1),(await a("gm",{do:"end",confirm:"yes"})).ok&&i.say(l("client-table-over",{the:he(oe(e),!0)}),"info")};return t("div",{class:"gm-bar",role:"group","aria-label":l("client-gm-undo-end"),children:[t(N,{label:l("client-gm-steps"),class:"steps",children:t("input",{type:"number",inputMode:"numeric",min:1,max:500,step:1,value:c,disabled:!n.undo.available,onInput:v=>r(v.target.value)})}),t("button",{ref:b,type:"button",disabled:!n.undo.available,onClick:E,"aria-describedby":n.undo.available?void 0:"gm-undo-none",children:[t("span",{"aria-hidden":"true",children:"↶ "}),l("client-gm-undo")]}),n.status!=="over"?t("button",{ref:u,type:"button",class:"danger",onClick:()=>h(!0),children:l("client-gm-end",{the:o})}):null,n.undo.available?null:t("p",{class:"hint",id:"gm-undo-none",children:l("client-gm-nothing-to-undo",{the:o})}),d?t(dt,{id:"undo-dialog",title:$==="1"?l("client-gm-undo-title-one"):l("client-gm-undo-title",{count:$}),opener:b.current,onClose:()=>s(null),children:[t("p",{id:"undo-dialog-text",children:[l("client-gm-undo-text",W(d.decisions)),d.rolled?` ${l("client-gm-undo-rolled")}`:""]}),t("div",{class:"dialog-buttons",children:[d.rolled?t(L,{children:[t("button",{type:"button",class:"primary","data-autofocus":!0,onClick:()=>k("keep"),children:l("client-gm-keep-dice")}),d.can_roll_again?t("button",{type:"button",onClick:()=>k("again"),children:l("client-gm-roll-again")}):null]}):t("button",{type:"button",class:"primary","data-autofocus":!0,onClick:()=>k("keep"),children:l("client-gm-yes-undo")}),t("button",{type:"button",onClick:()=>s(null),children:l("client-cancel")})]})]}):null,m?t(dt,{id:"end-dialog",title:l("client-gm-end-title",{the:o}),opener:u.current,onClose:()=>h(!1),children:[t("p",{id:"end-dialog-text",children:l("client-gm-end-text")}),t("div",{class:"dialog-buttons",children:[t("button",{type:"button",class:"danger",onClick:_,children:l("client-gm-yes-end",{the:o})}),t("button",{type:"button","data-autofocus":!0,onClick:()=>h(!1),children:l("client-cancel")})]})]}):null]})}const xl={lobby:"client-gm-rulings-lobby",over:"client-gm-rulings-over"};function El(e){const{panel:n}=e,i=Xa(e.tools),a=n.talk?Qt(n.talk):null,o=n.game==="dbu",c=i.seats.some(d=>d.role==="player"),r=i.can_rule?"":l(xl[i.status]??"client-gm-rulings-wait");return t("div",{class:"gm-tools",children:[t(_l,{panel:n,tools:i}),o&&i.status==="lobby"?t(dl,{base:n.base}):null,o?t("details",{class:"gm-sub",id:"gm-rulings",children:[t("summary",{children:l("client-gm-rulings")}),r?t("p",{class:"hint",children:r}):null,i.fighters.length?t("div",{class:"tool-forms",children:[t(gl,{tools:i}),t(fl,{tools:i}),t(bl,{tools:i}),i.order.length?t(vl,{tools:i}):null]}):t("p",{class:"hint",children:l("client-gm-no-fighter")})]}):null,o||c?t("details",{class:"gm-sub",id:"gm-fighters",children:[t("summary",{children:l(o?"client-fighters":"client-players")}),t("div",{class:"tool-forms",children:[o?t($l,{tools:i}):null,o&&i.fighters.length?t(yl,{tools:i}):null,i.fighters.length&&i.seats.length?t(kl,{tools:i}):null,t(wl,{tools:i})]})]}):null,a?.can_roll?t("details",{class:"gm-sub",id:"gm-roll",children:[t("summary",{children:l("client-roll")}),t(Yt,{talk:a,base:n.base})]}):null,a?.can_note?t("details",{class:"gm-sub",id:"gm-note",children:[t("summary",{children:l("client-note")}),t(Xt,{talk:a})]}):null]})}function pe(e){const n=X(G),[i,a]=x(""),o=async c=>{c.preventDefault();const r=c.currentTarget,d={};new FormData(r).forEach((h,b)=>{d[b]=String(h)});const s=c.submitter;s?.name&&(d[s.name]=s.value);const m=await n.post(e.action,d);a(m?"":"refused"),m&&e.onDone?.()};return t("form",{class:e.class,onSubmit:o,"aria-label":e.label,"data-error":i||void 0,children:e.children})}function Fe(e){const[n,i]=x(e.value);return F(()=>i(e.value),[e.value]),t("select",{name:e.name,"aria-label":e.label,value:n,onChange:a=>i(a.target.value),children:e.choices.map(([a,o])=>t("option",{value:a,children:o},a))})}function Cl(e){const[n,i]=x(e.value);return F(()=>i(e.value),[e.value]),t("input",{name:e.name,size:5,inputMode:"numeric",value:n,onInput:a=>i(a.target.value)})}function Sl(e){const[n,i]=x(!1),a=async()=>{try{await navigator.clipboard.writeText(e.url),i(!0)}catch{i(!1)}};return t(L,{children:[t("a",{href:e.url,children:e.url})," ",t("button",{type:"button",class:"copy",onClick:a,"aria-label":l("client-copy-link-of",{who:e.who}),children:l(n?"client-copied":"client-copy")})]})}function gt(){return[["physical",l("client-dice-physical")],["digital",l("client-dice-digital")]]}function ql(e){const[n,i]=x(Date.now()),[a]=x(Date.now()+e.left*1e3);F(()=>{const c=setInterval(()=>i(Date.now()),500);return()=>clearInterval(c)},[]);const o=Math.max(0,Math.ceil((a-n)/1e3));return t("p",{class:"countdown",id:"countdown",children:[t("span",{"aria-hidden":"true",children:"⏱ "}),H("client-countdown",{who:e.who,left:t("strong",{children:l("client-seconds",{seconds:String(o)})})})]})}function Al({panel:e}){const n=X(G),i=e.dice,[a,o]=x("");return t("form",{class:"dice",onSubmit:r=>{r.preventDefault(),n.live.dice({type:"dice",decision_id:i.decision_id,dice:a})&&o("")},"aria-labelledby":"dice-title",children:[t("h2",{id:"dice-title",children:[t("span",{"aria-hidden":"true",children:"🎲 "}),l("client-dice-roll",{title:i.title})]}),t("p",{children:[e.dice_prompt,"."]}),t("label",{children:[t("span",{children:l("client-dice-rolled",{n:e.dice_count,faces:e.dice_faces})}),t("input",{name:"dice",inputMode:"numeric",autoComplete:"off",required:!0,value:a,onInput:r=>o(r.target.value),"aria-describedby":"dice-help"})]}),t("button",{type:"submit",class:"primary",children:l("client-dice-enter",{n:e.dice_count})}),t("p",{id:"dice-help",class:"hint",children:l("client-dice-help",{n:e.dice_count,example:e.dice_example})})]})}function Tl({panel:e}){return t("section",{class:"table-panel","aria-label":l("client-table-panel"),children:[e.notices.length?t("ul",{class:"notices",children:e.notices.map((n,i)=>t("li",{children:n},i))}):null,e.must_join?t(pe,{action:"join",class:"join",label:l("client-join"),children:[t("label",{children:[t("span",{children:l("client-your-name")})," ",t("input",{name:"name",maxLength:40,required:!0,autoComplete:"nickname"})]})," ",t("button",{type:"submit",class:"primary",children:l("client-join")})]}):e.waiting_approval?t("p",{children:l("client-waiting-approval")}):null,e.countdown?t(ql,{left:e.countdown.left,who:e.countdown.who},`${e.seq}-${e.countdown.left}`):null,e.dice?t(Al,{panel:e},e.dice.decision_id):e.waiting_dice?t("p",{children:l("client-waiting-dice",{who:e.waiting_dice})}):null,e.policies?t(Ml,{panel:e}):null,e.replay&&!e.end?t("p",{children:t("a",{href:`${e.base}/replay`,children:l("client-replay",{the:he(oe(e))})})}):null]})}function Ml({panel:e}){const n=e.policies;return t("details",{class:"policies",children:[t("summary",{children:l("client-policies")}),t("p",{class:"hint",children:l("client-policies-hint",{fighters:n.fighters.join(", ")})}),n.families.map(i=>t(pe,{action:"policy",class:"policy",children:[t("input",{type:"hidden",name:"family",value:i.id}),t("input",{type:"hidden",name:"fighter",value:"*"}),t("label",{children:[t("span",{children:[i.name," ",t("span",{class:"hint",children:["(",i.when,")"]})]})," ",t(Fe,{name:"mode",value:i.value,choices:i.choices})]})," ",t("button",{type:"submit",children:l("client-set")}),i.notes.length?t("span",{class:"hint",children:[" ",i.notes.join("; ")]}):null]},i.id))]})}function Dl({panel:e,gm:n}){const i=e.raw_status,a=typeof location<"u"?location.origin:"",[o,c]=x(!0),r=n.tools??null,d=he(oe(e));return t("section",{class:"gm","aria-labelledby":"gm-title",children:[t("h2",{id:"gm-title",children:t("button",{type:"button",class:"disclosure","aria-expanded":o,"aria-controls":"gm-body",onClick:()=>c(!o),children:l("client-gm-title")})}),t("div",{id:"gm-body",hidden:!o,children:[t(pe,{action:"control",class:"controls",label:l("client-gm-run"),children:[i==="lobby"?t("button",{name:"action",value:"start",class:"primary",children:l("client-gm-start",{the:d})}):null,i==="running"?t("button",{name:"action",value:"pause",children:l("client-gm-pause")}):null,i==="paused"?t("button",{name:"action",value:"resume",children:l("client-gm-resume")}):null,!r&&(i==="running"||i==="paused")?t("button",{name:"action",value:"undo",children:l("client-gm-undo-last")}):null,!r&&i!=="over"?t("button",{name:"action",value:"end",children:l("client-gm-end",{the:d})}):null]}),r&&i!=="over"?t(El,{panel:e,tools:r}):null,t("div",{class:"table-scroll",children:t("table",{class:"seats",children:[t("caption",{children:l("client-seats")}),t("thead",{children:t("tr",{children:[t("th",{scope:"col",children:l("client-seats-seat")}),t("th",{scope:"col",children:l("client-seats-who")}),t("th",{scope:"col",children:l("client-seats-plays")}),t("th",{scope:"col",children:l("client-seats-link")}),n.physical?t("th",{scope:"col",children:l("client-seats-dice")}):null,t("th",{scope:"col",children:t("span",{class:"visually-hidden",children:l("client-seats-actions")})})]})}),t("tbody",{children:n.seats.map(s=>t("tr",{children:[t("td",{children:s.role}),t("td",{children:[s.name,s.joined&&!s.approved?` ${l("client-seats-waiting")}`:""]}),t("td",{children:s.side}),t("td",{children:s.link?t(Sl,{url:s.link.startsWith("/")?a+s.link:s.link,who:s.name}):s.relink?l("client-seats-relink"):null}),n.physical?t("td",{children:s.rolls?t(pe,{action:"seats",children:[t("input",{type:"hidden",name:"action",value:"dice"}),t("input",{type:"hidden",name:"seat",value:String(s.seat)}),t(Fe,{name:"dice",label:l("client-seats-dice-of",{who:s.name}),value:s.dice,choices:gt()})," ",t("button",{type:"submit",children:l("client-set")})]}):null}):null,t("td",{children:s.gm?null:t(pe,{action:"seats",children:[t("input",{type:"hidden",name:"seat",value:String(s.seat)}),s.can_approve?t("button",{name:"action",value:"approve",children:l("client-seats-let-in")}):null,s.role!=="Bot"?t("button",{name:"action",value:"kick",children:l("client-seats-kick")}):null,s.can_remove?t("button",{name:"action",value:"remove",children:l("client-seats-remove")}):null]})})]},s.seat))})]})}),t(pe,{action:"seats",class:"add-seat",label:l("client-add-seat"),children:[t("input",{type:"hidden",name:"action",value:"add"}),t("label",{children:[l("client-add-a")," ",t("select",{name:"role",children:[t("option",{value:"player",children:l("client-add-player")}),t("option",{value:"bot",children:l("client-add-bot")}),t("option",{value:"spectator",children:l("client-add-spectator")})]})]})," ",t("label",{children:[l("client-add-for-side")," ",t("select",{name:"side",children:[t("option",{value:"",children:l("client-add-no-side")}),n.sides.map(s=>t("option",{children:s},s))]})]})," ",t("label",{children:[l("client-add-which-bot")," ",t("select",{name:"bot",children:n.bots.map(s=>t("option",{children:s},s))})]})," ",n.physical?t("label",{children:[l("client-add-dice")," ",t("select",{name:"dice",children:gt().map(([s,m])=>t("option",{value:s,children:m},s))})]}):null," ",t("button",{type:"submit",children:l("client-add-submit")})]}),t(pe,{action:"settings",class:"settings",label:l("client-settings"),children:t("fieldset",{children:[t("legend",{children:l("client-settings")}),t("label",{children:[l("client-settings-secrets")," ",t(Fe,{name:"gm_sees_secrets",value:n.settings.gm_sees_secrets,choices:[["yes",l("client-yes")],["no",l("client-no")]]})]}),t("label",{children:[l("client-settings-timer")," ",t(Cl,{name:"turn_timer",value:String(n.settings.turn_timer)})," ",l("client-settings-timer-range",{min:String(n.settings.timer_min),max:String(n.settings.timer_max)})]}),t("label",{children:[l("client-settings-timeout")," ",t(Fe,{name:"on_timeout",value:n.settings.on_timeout,choices:n.settings.timeouts})]}),t("button",{type:"submit",children:l("client-settings-save")})]})})]})]})}const Pl=["red","yellow","blue","green"];function ft(e){return Pl.includes(e)?l(`client-top-colour-${e}`):e}function ti(e,n,i,a){const o=(c,r,d=0)=>{const s=[],m=d?c*2:c;for(let h=0;h<m;h++){const b=r+h*2*Math.PI/m,u=d&&h%2?d:a;s.push(`${(n+u*Math.cos(b)).toFixed(1)},${(i+u*Math.sin(b)).toFixed(1)}`)}return`M${s.join("L")}Z`};switch(e){case"square":return o(4,Math.PI/4);case"diamond":return o(4,0);case"triangle":return o(3,-Math.PI/2);case"hexagon":return o(6,0);case"star":return o(5,-Math.PI/2,a*.55);case"octagon":return o(8,Math.PI/8);default:return`M${n-a},${i}a${a},${a} 0 1,0 ${2*a},0a${a},${a} 0 1,0 ${-2*a},0Z`}}function Rl(e,n){const i=n.map((a,o)=>a?-1:o).filter(a=>a>=0);return e.find(a=>(a.what==="keep"||a.what==="stop")&&(a.reroll??[]).length===i.length&&(a.reroll??[]).every(o=>i.includes(o)))??null}function jl(e,n,i){return e&&n!==""&&i!==n}function ii(e){if(e.what==="stop"){if(e.now){const o=e.now.is_sum??e.now.name.startsWith("Symbol sum")?"client-top-sum-worth":"client-top-formed-worth";return l(o,{result:e.now.name,damage:String(e.now.damage)})}return l("client-top-no-result")}if(e.what!=="keep")return"";const n=[];if(e.aim&&e.chance){const i=e.damage!==null&&e.damage!==void 0?` ${l("client-top-damage-paren",{damage:String(e.damage)})}`:"";n.push(l("client-top-chance-for",{chance:e.chance,aim:e.aim})+i)}return e.expected!==null&&e.expected!==void 0&&n.push(l("client-top-about",{damage:zt(e.expected,1)})),n.join(", ")}function ai(e){const n=e.left!==null&&e.max!==null?`, ${l("client-top-endurance-left",{left:String(e.left),max:String(e.max)})}`:"",i=e.space?`, ${l("client-top-on",{space:e.space})}`:"";return l("client-top-token",{warrior:e.name,letters:e.letters,owner:e.owner,shape:$n(e.shape)})+n+i}const li=["red","yellow","blue","green"];function bt(e){return li.includes(e)?l(`client-top-mark-${e}`):""}function Nl(e){const{board:n,tokens:i,options:a}=e,o=n.cell,c=a.filter(h=>h.what==="move"),r=new Set(c.map(h=>h.warrior)),d=new Map;for(const h of a)h.what==="cell"&&h.to!==void 0&&d.set(h.to,h);const s=new Map;if(e.selected!==null)for(const h of c)h.warrior===e.selected&&h.to!==void 0&&s.set(h.to,h);const m=(h,b)=>{(h.key==="Enter"||h.key===" ")&&(h.preventDefault(),b())};return t("figure",{class:"top-board-figure",children:[t("div",{class:"top-board-scroll",tabIndex:0,role:"region","aria-label":l("client-top-board-scrolls"),children:t("svg",{class:"top-board",viewBox:`0 0 ${n.width} ${n.height}`,width:n.width,height:n.height,role:"group","aria-label":l("client-top-board"),children:[t("defs",{children:[t("pattern",{id:"pat-red",width:"8",height:"8",patternUnits:"userSpaceOnUse",patternTransform:"rotate(45)",children:t("rect",{width:"3",height:"8",fill:"#a01e00",opacity:"0.18"})}),t("pattern",{id:"pat-yellow",width:"9",height:"9",patternUnits:"userSpaceOnUse",children:t("circle",{cx:"4.5",cy:"4.5",r:"1.6",fill:"#6b5200",opacity:"0.25"})}),t("pattern",{id:"pat-blue",width:"8",height:"8",patternUnits:"userSpaceOnUse",children:t("rect",{width:"8",height:"2.5",fill:"#003c66",opacity:"0.18"})}),t("pattern",{id:"pat-green",width:"10",height:"10",patternUnits:"userSpaceOnUse",children:t("path",{d:"M0 5h10M5 0v10",stroke:"#004d36","stroke-width":"1.5",opacity:"0.25"})})]}),n.spaces.map(h=>{const b=d.get(h.cell),u=s.get(h.cell),p=b??u,$=`space ${h.colour}${b?" target":""}${u?" reach":""}`,E=l("client-top-space",{space:h.name,colour:ft(h.colour),text:h.text}),k=t(L,{children:[t("rect",{x:h.x+1,y:h.y+1,width:o-2,height:o-2,rx:"4",fill:h.fill}),t("rect",{x:h.x+1,y:h.y+1,width:o-2,height:o-2,rx:"4",fill:`url(#pat-${h.colour})`}),p?t("rect",{class:"ring",x:h.x+3,y:h.y+3,width:o-6,height:o-6,rx:"4"}):null]});return p?t("g",{class:$,"data-cell":h.cell,"data-option":p.number,role:"button",tabIndex:0,"aria-label":`${p.label} (${ft(h.colour)})`,onClick:()=>e.choose(p),onKeyDown:_=>m(_,()=>e.choose(p)),children:k},h.cell):t("g",{class:$,"data-cell":h.cell,children:[t("title",{children:E}),k]},h.cell)}),t("g",{class:"space-labels","aria-hidden":"true",children:n.spaces.map(h=>t("g",{children:[t("text",{class:"space-name",x:h.x+4,y:h.y+11,children:h.name}),t("text",{class:"space-mark",x:h.x+o-5,y:h.y+o-5,children:bt(h.colour)})]},h.cell))}),n.warriors.map(h=>{const b=i[String(h.id)],u=r.has(h.id),p=e.selected===h.id,$=e.active.includes(h.id),E=b?.letters??h.initials,k=b?.shape??"circle",_=b?ai(b):h.title,v=s.get(h.cell)??d.get(h.cell),C=()=>{v&&!p?e.choose(v):u?e.select(p?null:h.id):e.show(h.id)};return t("g",{class:`warrior${u?" movable":""}${p?" selected":""}${$?" active":""}`,"data-token":h.id,"data-letters":E,"data-shape":k,"data-owner":b?.owner??"","data-colour":b?.colour??h.colour,role:"button",tabIndex:u||v?0:-1,"aria-pressed":u?p:void 0,"aria-label":`${E} ${v&&!p?`${v.label}: ${_}`:u?l("client-top-token-move",{warrior:_}):l("client-top-token-card",{warrior:_})}`,onClick:C,onKeyDown:M=>m(M,C),children:[u||p||$?t("circle",{class:"halo",cx:h.cx,cy:h.cy,r:h.r+5}):null,t("path",{d:ti(k,h.cx,h.cy,h.r),fill:b?.colour??h.colour,class:"token"}),t("text",{"aria-hidden":"true",x:h.cx,y:h.cy+(E.length>2?3:4),fill:b?.ink??"#fff","font-size":h.r>12?E.length>2?10:12:E.length>2?7:8.5,children:E})]},h.id)})]})}),t("figcaption",{class:"board-key",children:li.map(h=>t("span",{children:[t("b",{children:bt(h)})," ",l(`client-top-key-${h}`)]},h))})]})}const Il=["kick","punch","sphere","strength","star","teleport"];function Ll(e){return Il.includes(e)?l(`client-top-symbol-${e}`):e}function Cn(e){const n=e.size??28;let i;switch(e.icon){case"kick":i=t(L,{children:[t("path",{d:"M7 2h6v10l6 2.5c2.5 1 2.2 5.5-.8 5.5H7z",fill:"#5c3d2e"}),t("path",{d:"M7 16h13",stroke:"#fff","stroke-width":"1.2"})]});break;case"punch":i=t(L,{children:[t("rect",{x:"4",y:"7",width:"15",height:"12",rx:"3.5",fill:"#b34700"}),t("path",{d:"M8 7v5M11.5 7v5M15 7v5M4 13h6",stroke:"#fff","stroke-width":"1.3"})]});break;case"sphere":i=t(L,{children:[t("circle",{cx:"12",cy:"12",r:"9",fill:"#74c0fc"}),t("circle",{cx:"12",cy:"12",r:"5",fill:"#1971c2"}),t("circle",{cx:"10",cy:"10",r:"1.6",fill:"#fff"})]});break;case"strength":i=t("polygon",{points:"13,1 4,14 11,14 9,23 20,9 13,9",fill:"#f08c00",stroke:"#8a4b00","stroke-width":"0.8"});break;case"star":i=t("polygon",{points:"12,1.5 14.9,8.6 22.5,9.2 16.7,14.1 18.5,21.5 12,17.5 5.5,21.5 7.3,14.1 1.5,9.2 9.1,8.6",fill:"#fab005",stroke:"#8a4b00"});break;case"teleport":i=t(L,{children:[t("path",{d:"M4 10a8 8 0 0 1 14-4M20 14a8 8 0 0 1-14 4",fill:"none",stroke:"#7048e8","stroke-width":"2.2"}),t("polygon",{points:"18,2 19.5,8 13.5,7.5",fill:"#7048e8"}),t("polygon",{points:"6,22 4.5,16 10.5,16.5",fill:"#7048e8"})]});break;default:i=t("text",{x:"12",y:"17","text-anchor":"middle","font-size":"14",children:"?"})}return t("svg",{class:"glyph",viewBox:"0 0 24 24",width:n,height:n,"aria-hidden":"true",focusable:"false",children:i})}function ze(e){return t("span",{class:`sym sym-${e.name}`,children:[t(Cn,{icon:e.name,size:e.small?18:22}),t("span",{class:"sym-name",children:Ll(e.name)})]})}function Ol(e){const n=new Map;for(const i of e.names)n.set(i,(n.get(i)??0)+1);return t("span",{class:"syms",children:[...n].map(([i,a])=>t("span",{class:"sym-count",children:[a>1?t("span",{class:"times",children:[a,"×"]}):null,t(ze,{name:i,small:!0})]},i))})}function ve(e){const n=e.token,i=e.size??30,a=i/2-2;return t("svg",{class:"token-badge",width:i,height:i,viewBox:`0 0 ${i} ${i}`,"aria-hidden":"true",focusable:"false",children:[t("path",{d:ti(n.shape,i/2,i/2,a),fill:n.colour,stroke:"#1b1b1f","stroke-width":"1"}),t("text",{x:i/2,y:i/2+4,fill:n.ink,"font-size":n.letters.length>2?9:11,"text-anchor":"middle","font-weight":"700",children:n.letters})]})}function Fl(e){const n=e.form;return t("div",{class:`form${e.current?" current":""}`,children:[t("p",{class:"form-stats",children:[t("span",{children:H("client-top-form-dice",{dice:t("b",{children:n.dice})})}),t("span",{children:H("client-top-form-rerolls",{rerolls:t("b",{children:n.rerolls})})}),n.power?t("span",{class:"power",title:n.power.text,children:H("client-top-form-power",{power:t("b",{children:n.power.name}),text:n.power.text})}):null]}),t("table",{class:"combos",children:[t("caption",{class:"visually-hidden",children:l("client-top-combos-of",{form:n.name})}),t("thead",{children:t("tr",{children:[t("th",{scope:"col",children:l("client-top-combo")}),t("th",{scope:"col",children:l("client-top-symbols")}),t("th",{scope:"col",children:l("client-top-damage")})]})}),t("tbody",{children:[n.combos.map(i=>t("tr",{children:[t("th",{scope:"row",children:[i.name,i.sphere?t("span",{class:"tag",children:l("client-top-sphere")}):null]}),t("td",{children:t(Ol,{names:i.symbols})}),t("td",{class:"num",children:i.damage})]},i.name)),t("tr",{children:[t("th",{scope:"row",children:l("client-top-dodge")}),t("td",{children:[t("span",{class:"times",children:[n.dodge_need.count,"×"]}),t(ze,{name:n.dodge_need.symbol,small:!0})]}),t("td",{class:"num",children:l("client-top-no-damage")})]})]})]}),t("p",{class:"values",children:[t("span",{class:"values-title",children:l("client-top-sum-counts")}),n.values.map(i=>t("span",{class:"value",children:[t(ze,{name:i.symbol,small:!0})," ",t("b",{children:i.value})]},i.symbol)),t("span",{class:"value",children:[t(ze,{name:e.card.wild,small:!0})," ",l("client-top-wild")]})]})]})}function zl(e){const{card:n,token:i}=e,a=i?i.form:0,o=n.forms[a]??n.forms[0],c=n.forms.filter(d=>d.roll!==null),r=n.forms.some(d=>d.made_up);return t("article",{class:"warrior-card","aria-labelledby":`wc-${n.id}`,"data-character":n.id,children:[t("header",{children:[i?t(ve,{token:i}):null,t("h3",{id:`wc-${n.id}`,children:[o.name,i?t("span",{class:"owner",children:[" · ",i.owner]}):null]}),t("p",{class:"endurance",children:H("client-top-endurance-is",{value:t("b",{children:i&&i.left!==null?l("client-of",{value:String(i.left),max:String(n.endurance)}):n.endurance})})}),r?t("span",{class:"made-up",title:l("client-top-made-up-title"),children:l("client-top-made-up")}):null]}),t(Fl,{form:o,card:n,current:!0}),c.length?t("details",{class:"transform",children:[t("summary",{children:l("client-top-transformations",{count:String(c.length),dice:l("client-top-transform-dice",W(n.transform_dice===2?2:1))})}),t("table",{class:"transform-table",children:[t("caption",{class:"visually-hidden",children:l("client-top-transform-table",{warrior:n.name})}),t("thead",{children:t("tr",{children:[t("th",{scope:"col",children:l("client-top-roll")}),t("th",{scope:"col",children:l("client-dbu-form")}),t("th",{scope:"col",children:l("client-top-dice-rerolls")}),t("th",{scope:"col",children:l("client-top-combos")}),t("th",{scope:"col",children:l("client-top-takes-costs")})]})}),t("tbody",{children:c.map(d=>t("tr",{class:d.index===a?"current":"",children:[t("td",{class:"num",children:d.roll[0]===d.roll[1]?d.roll[0]:`${d.roll[0]}–${d.roll[1]}`}),t("th",{scope:"row",children:[d.name,d.index===a?t("span",{class:"tag",children:l("client-top-now-tag")}):null]}),t("td",{children:[d.dice,", ",d.rerolls]}),t("td",{children:d.combos.map(s=>`${s.name} ${s.damage}`).join(" · ")}),t("td",{children:l("client-top-takes",{divisor:String(d.divisor),cost:String(d.cost)})})]},d.name))})]})]}):t("p",{class:"hint",children:l("client-top-no-transformation")})]})}const an=6;function ln(e){const n=new Set,i=[],a=c=>c.what==="stop"?0:c.best?1:2,o=[...e].sort((c,r)=>a(c)-a(r)||(r.expected??0)-(c.expected??0)||c.number-r.number);for(const c of o)n.has(c.label)||(n.add(c.label),i.push(c));return i}function Ul(e){const n=e.option,i=ii(n);return t("button",{type:"button",class:`option${n.best?" best":""}${e.primary?" primary":""}`,"data-option":n.number,"data-what":n.what,onClick:()=>e.choose(n),children:[e.n<=9?t("kbd",{class:"key","aria-hidden":"true",children:e.n}):null,t("span",{class:"option-text",children:[t("span",{class:"option-label",children:[n.what==="stop"?l("client-top-stop-here"):n.label,n.best?t("span",{class:"tag best-tag",children:l("client-top-best")}):null]}),i?t("span",{class:"worth",children:i}):null,n.card?t("span",{class:"card-text",children:[n.card.name," (",n.card.kind,"): ",n.card.text]}):null,n.info?t("span",{class:"card-text",children:n.info.text}):null,e.extra]})]})}function Bl(e){return t("div",{class:"top-dice",role:"group","aria-label":l("client-top-dice-keep"),children:e.dice.map((n,i)=>t("button",{type:"button",class:"die","data-die":i,"aria-pressed":e.kept[i],"aria-label":l(e.kept[i]?"client-top-die-kept":"client-top-die-rerolled",{number:String(i+1),face:n.name}),onClick:()=>e.toggle(i),children:[t(Cn,{icon:n.icon,size:30}),t("span",{class:"die-name",children:n.name}),t("span",{class:"die-state",children:e.kept[i]?l("client-top-keep"):l("client-top-reroll")})]},i))})}function Hl(e){const{combat:n}=e,i=e.options.find(s=>s.best),a=n.dice.map((s,m)=>!(i?.reroll??[]).includes(m)),[o,c]=x(a),r=n.dice.map(s=>s.name).join(",")+n.rerolls;F(()=>c(a),[r]);const d=Rl(e.options,o);return t("div",{class:"keeper",children:[t(Bl,{dice:n.dice,kept:o,toggle:s=>c(o.map((m,h)=>h===s?!m:m))}),t("p",{class:"keep-preview","aria-live":"polite",children:d?H(d.what==="stop"?"client-top-keeping-all":"client-top-keeping",{option:d.label,worth:t("b",{children:ii(d)||l("client-top-no-combo")})}):l("client-top-keep-one")}),t("div",{class:"keep-actions",children:[t("button",{type:"button",class:"primary roll",id:"top-roll",disabled:!d,onClick:()=>d&&e.choose(d),children:d?.what==="stop"?l("client-top-stop-dice"):l("client-top-reroll-others")}),i?t("button",{type:"button",onClick:()=>c(n.dice.map((s,m)=>!(i.reroll??[]).includes(m))),children:l("client-top-best-keep")}):null]})]})}function Kl(e){const{decision:n,combat:i,tokens:a}=e,o=I(null),[c,r]=x(!1);if(F(()=>r(!1),[n.id]),kn(o,e.selected!==null?()=>e.select(null):null,[e.selected,n.id]),!n.yours)return t("section",{class:"top-decision waiting",id:"decision",tabIndex:-1,"aria-labelledby":"decision-title",children:t("h2",{id:"decision-title",children:n.waiting??l("client-top-waiting")})});const d=n.options??[],s=d.filter(v=>v.what==="keep"||v.what==="stop"),m=d.filter(v=>v.what==="move"),h=d.filter(v=>v.what==="cell"),b=d.filter(v=>v.what==="button");let u=[],p=null,$=null;if(s.length&&i){const v=ln(s);u=[...c?v:v.slice(0,an),...b],p=t(Hl,{options:s,combat:i,choose:e.choose,list:u})}else if(m.length)if(e.selected!==null&&m.some(v=>v.warrior===e.selected)){const v=a[String(e.selected)];u=m.filter(C=>C.warrior===e.selected),$=t("p",{class:"step",children:[v?t(ve,{token:v,size:26}):null," ",H("client-top-moving",{warrior:t("b",{children:v?.name??l("client-top-a-warrior")})})," ",t("button",{type:"button",onClick:()=>e.select(null),children:l("client-top-back-key",{key:l("client-key-escape")})})]})}else u=b;else u=[...h,...b];const E=e.selected===null?[...new Set(m.map(v=>v.warrior))]:[],k=u.length>0&&u.every(v=>v.what==="cell"||v.what==="move"),_=E.map((v,C)=>{const M=a[String(v)],T=m.filter(g=>g.warrior===v).length;return t("li",{children:t("button",{type:"button",class:"option mover","data-token":v,onClick:()=>e.select(v),children:[C<9?t("kbd",{class:"key","aria-hidden":"true",children:C+1}):null,M?t(ve,{token:M,size:26}):null,t("span",{class:"option-text",children:[t("span",{class:"option-label",children:M?.name??l("client-top-a-warrior-capital")}),t("span",{class:"worth",children:[M?.space?`${l("client-top-on",{space:M.space})} · `:"",l("client-top-spaces-to-go",W(T))]})]})]})},`w${v}`)});return t("section",{class:"top-decision",id:"decision",tabIndex:-1,"aria-labelledby":"decision-title","data-kind":n.kind,children:[t("h2",{id:"decision-title",children:n.prompt}),n.hint?t("p",{class:"advice",children:n.hint}):null,n.notes&&n.notes.length?t("ul",{class:"notes",children:n.notes.map(v=>t("li",{children:v},v))}):null,p,$,m.length&&e.selected===null?t("p",{class:"step",children:l("client-top-pick-mover")}):null,_.length||u.length?t("ol",{class:`top-options${k?" compact":""}`,ref:o,children:[_,u.map((v,C)=>k?t("li",{children:t("button",{type:"button",class:"option space-option","data-option":v.number,title:v.label,"aria-label":v.label,onClick:()=>e.choose(v),children:v.space??v.label})},v.number):t("li",{children:t(Ul,{option:v,n:_.length+C+1,choose:e.choose})},v.number))]}):null,s.length&&ln(s).length>an?t("button",{type:"button",class:"more","aria-expanded":c,onClick:()=>r(!c),children:c?l("client-top-fewer"):l("client-top-more",{count:String(ln(s).length-an)})}):null,t("p",{class:"hint keys-hint",children:l(m.length?"client-top-keys-back":"client-top-keys")})]})}function Wl(e){return e.deck||e.kind.split(" ")[0].toLowerCase()}function Vl(e){const n=e.last_round?l("client-top-round-of",{round:String(e.round),last:String(e.last_round)}):l("client-round",{round:String(e.round)});return l("client-top-turn",{round:n,player:e.turn??""})}function Gl(e){const n=e.combat,i=e.tokens[String(n.attacker_id)],a=e.tokens[String(n.defender_id)];return t("section",{class:"top-combat","aria-labelledby":"combat-title",id:"combat",children:[t("h2",{id:"combat-title",children:H("client-top-combat",{attacker:t(L,{children:[i?t(ve,{token:i,size:24}):null," ",n.attacker]}),defender:t(L,{children:[a?t(ve,{token:a,size:24}):null," ",n.defender]})})}),t("p",{class:"combat-stage",children:[H("client-top-stage",{stage:t("b",{children:n.stage})}),n.dice.length?` · ${l("client-top-rerolls-left",W(n.rerolls))}`:""]}),n.dice.length?t("ul",{class:"dice-row","aria-label":l("client-top-dice-on-table"),children:n.dice.map((o,c)=>t("li",{class:"die shown",children:[t(Cn,{icon:o.icon,size:26}),t("span",{children:o.name})]},c))}):null,n.results.length?t("table",{class:"results",children:[t("caption",{children:l("client-top-results")}),t("thead",{children:t("tr",{children:[t("th",{scope:"col",children:l("client-top-result")}),t("th",{scope:"col",children:l("client-top-needs")}),t("th",{scope:"col",children:l("client-top-damage")}),t("th",{scope:"col",children:l("client-top-now")})]})}),t("tbody",{children:n.results.map(o=>t("tr",{class:o.formed?"formed":"",children:[t("th",{scope:"row",children:o.name}),t("td",{children:o.need}),t("td",{class:"num",children:o.damage}),t("td",{children:o.formed?`✔ ${l("client-top-formed")}`:l("client-top-not-formed")})]},o.name))})]}):null,n.strike?t("p",{class:"strike",children:[H("client-top-incoming",{damage:t("b",{children:l("client-top-damage-of",{damage:String(n.strike.damage)})})}),n.strike.sphere?` ${l("client-top-sphere-attack")}`:"",n.strike.need?`; ${l("client-top-defence-needs",{need:n.strike.need})}`:""]}):null,t("p",{class:"combat-cards",children:[i?t("button",{type:"button",onClick:()=>e.show(i.id),children:l("client-top-card-of",{warrior:i.name})}):null,a?t("button",{type:"button",onClick:()=>e.show(a.id),children:l("client-top-card-of",{warrior:a.name})}):null]})]})}function Jl(e){const n=e.hand;return n.whose?t("section",{class:"top-hand",id:"hand","aria-labelledby":"hand-title",children:[t("h2",{id:"hand-title",children:l("client-top-hand-of",{player:n.whose})}),n.cards.length?t("ul",{class:"cards",children:n.cards.map((i,a)=>t("li",{class:`card deck-${Wl(i)}`,"data-card":i.id,children:[t("strong",{children:i.name}),t("span",{class:"kind",children:i.kind}),t("span",{children:i.text}),i.made_up?t("span",{class:"made-up",children:l("client-top-made-up")}):null]},a))}):t("p",{class:"hint",children:l("client-top-no-cards")})]}):t("section",{class:"top-hand",id:"hand",children:[t("h2",{children:l("client-top-hands")}),t("p",{class:"hint",children:l("client-top-hand-hint")})]})}function Ql(e){return t("section",{class:"hot-seat-cover",id:"cover","aria-labelledby":"cover-title",children:[t("h2",{id:"cover-title",children:l("client-top-pass",{player:e.who})}),t("p",{children:l("client-top-hidden-until",{player:e.who})}),t("button",{type:"button",class:"primary",id:"show-hand",onClick:e.reveal,children:l("client-top-show-hand",{player:e.who})})]})}function Zl(e){return t("section",{class:"top-players",id:"tracker",tabIndex:-1,"aria-labelledby":"players-title",children:[t("h2",{id:"players-title",children:l("client-players")}),e.players.map(n=>{const i=e.tokens.filter(a=>a.owner===n.name.split(" (")[0]);return t("div",{class:`player${n.playing?" playing":""}`,style:{"--owner":n.colour},children:[t("h3",{children:[n.name,n.playing?t("span",{class:"tag",children:l("client-top-turn-tag")}):null]}),t("p",{class:"player-line",children:[H("client-top-score",{score:t("b",{children:n.score})})," · ",l("client-top-cards",W(n.hand_size))]}),t("ul",{class:"warrior-chips",children:i.map(a=>t("li",{children:t("button",{type:"button",class:`chip${a.alive?"":" out"}`,onClick:()=>e.show(a.id),title:l("client-top-show-card",{warrior:ai(a)}),children:[t(ve,{token:a,size:26}),t("span",{class:"chip-name",children:[a.name,t("span",{class:"visually-hidden",children:[" ","(",a.letters,", ",$n(a.shape),")",a.space?`, ${l("client-top-on",{space:a.space})}`:"",","," ",l("client-top-endurance")]})]}),t("span",{class:"chip-left",children:a.alive?`${a.left??"?"}/${a.max??"?"}`:l("client-top-out")}),t("span",{class:"bar","aria-hidden":"true",children:t("span",{style:{width:`${a.alive&&a.max?Math.round(100*(a.left??0)/a.max):0}%`}})})]})},a.id))})]},n.name)})]})}function Xl(e){const n=X(G),i=e.body,[a,o]=x(null),[c,r]=x(null),[d,s]=x(null),m=i?.decision?.id??-1;if(F(()=>o(null),[m]),!i)return null;if(!i.started)return t("section",{class:"top-lobby",id:"lobby",children:[t("h2",{children:l("client-top-lobby",{count:String(i.players),n:Number(i.players)})}),t("ul",{children:(i.seats??[]).map(g=>t("li",{children:[g.player,": ",g.name]},g.player))})]});const h=i.tokens??{},b=Object.values(h),u=i.decision??null,p=u?.yours?u.actor??"":"",$=jl(!!i.hot_seat,p,c),E=g=>{!u||u.id===void 0||(o(null),n.live.answer({type:"answer",decision_id:u.id,option:g.number}))},k=i.active??[],_=d!==null&&h[String(d)]?d:k.find(g=>h[String(g)])??null,v=_!==null?h[String(_)]:null,C=v?i.warrior_cards?.[v.character]:void 0,M=g=>{s(g),document.getElementById("cards")?.scrollIntoView({block:"nearest"})},T=Array.isArray(i.players)?i.players:[];return t("div",{class:"top",children:[t("section",{class:"top-status","aria-label":l("client-top-status"),children:[t("p",{children:[t("b",{children:i.headline??Vl(i)}),". ",i.deciding,"."]}),i.event?t("p",{class:"event",children:[H("client-top-event",{event:t("b",{children:i.event.name}),text:i.event.text}),i.event.made_up?t("span",{class:"made-up",children:l("client-top-made-up")}):null]}):null,i.winner?t("p",{class:"winner",id:"winner",role:"status",children:[t("span",{"aria-hidden":"true",children:"🏆 "}),i.winner]}):null]}),t("div",{class:"top-play",children:[$?t(Ql,{who:i.actor_named||p,reveal:()=>r(p)}):u?t(Kl,{decision:u,combat:i.combat??null,tokens:h,selected:a,select:o,choose:E}):null,i.combat?t(Gl,{combat:i.combat,tokens:h,show:M}):null,i.hand&&!$?t(Jl,{hand:i.hand}):null]}),t("div",{class:"top-map",id:"board",tabIndex:-1,children:[t("h2",{class:"visually-hidden",children:l("client-top-board-heading")}),i.board?t(Nl,{board:i.board,tokens:h,options:$?[]:u?.options??[],selected:a,select:o,choose:E,show:M,active:k}):null]}),t("section",{class:"top-cards",id:"cards",tabIndex:-1,"aria-labelledby":"cards-title",children:[t("h2",{id:"cards-title",children:l("client-top-warrior-card")}),k.length?t("ul",{class:"card-picks","aria-label":l("client-top-warriors-now"),children:k.map(g=>h[String(g)]).filter(Boolean).map(g=>t("li",{children:t("button",{type:"button","aria-pressed":_===g.id,onClick:()=>s(g.id),children:[t(ve,{token:g,size:24})," ",g.name]})},g.id))}):null,C?t(zl,{card:C,token:v}):t("p",{class:"hint",children:l("client-top-pick-warrior")})]}),t(Zl,{players:T,tokens:b,show:M}),t("div",{class:"top-log",children:t(yn,{lines:(i.log??[]).map(g=>({text:g})),mine:i.mine??[]})})]})}const vt=[["d","decision"],["g","board"],["t","tracker"],["c","cards"],["l","log"],["m","panel"]];function $t(e){return l(`client-link-${e}`)}function yt(e){const n=he(oe(e),!0);return["lobby","running","paused","over"].includes(e.raw_status)?l(`client-table-${e.raw_status}`,{the:n}):l("client-table-other",{the:n,status:e.status})}const ce=e=>t("kbd",{children:e.k}),Yl={decision:"form.dice input, .move-picker input, .armed button, .amount input[type=number], .options button, button, input",panel:"form.dice input, button, input, select"};function eo(e){const n=document.getElementById(e);if(!n)return;const i=n.querySelector(Yl[e]??"button, input, select, [tabindex='0']");(e==="log"||!i?n:i).focus()}function no(e){const{screen:n}=e,[i,a]=x(!1);F(()=>{const d=s=>{const m=s.target;if(m&&/^(INPUT|TEXTAREA|SELECT)$/.test(m.tagName)||s.altKey||s.ctrlKey||s.metaKey)return;if(s.key==="?"){a(b=>!b);return}if(s.key==="/"){const b=document.querySelector(".decision input[type=search]");b&&(s.preventDefault(),b.focus());return}const h=vt.find(([b])=>b===s.key);h&&(s.preventDefault(),eo(h[1]))};return document.addEventListener("keydown",d),()=>document.removeEventListener("keydown",d)},[]);const o=ua(n?n.language??"en":da());if(F(()=>{document.documentElement.lang=o},[o]),!n)return t("main",{class:"app loading",children:t("p",{role:"status",children:$t(e.link)})});const c=n.panel;let r=null;return n.body&&(n.game==="dbu"?r=t(Ta,{body:n.body}):n.game==="top"?r=t(Xl,{body:n.body,panel:c}):n.game==="ddc"&&(r=t(Fa,{body:n.body,panel:c}))),t(G.Provider,{value:e.actions,children:t("div",{class:`app game-${n.game}`,"data-seq":n.seq,"data-status":n.status,children:[t("header",{class:"top-bar",children:[t("h1",{children:["Tenkaichi ",t("span",{class:"game-title",children:["· ",c.title]})]}),t("p",{class:"seat",children:H("client-seat",{who:t("strong",{children:[c.role,c.name?`: ${c.name}`:""]}),table:yt(c)})}),t("p",{class:`link link-${e.link}`,role:"status",children:[t("span",{"aria-hidden":"true",children:[e.link==="open"?"●":"○"," "]}),$t(e.link)]}),t("button",{type:"button",class:"help-button","aria-expanded":i,onClick:()=>a(!i),children:l("client-keys-button")}),n.languages?.length?t(Ja,{languages:n.languages,current:o}):null]}),i?t("section",{class:"help","aria-labelledby":"help-title",children:[t("h2",{id:"help-title",children:l("client-keys-title")}),t("ul",{children:[vt.map(([d,s])=>t("li",{children:H("client-keys-goes-to",{key:t(ce,{k:d}),part:l(`client-part-${s}`)})},d)),t("li",{children:H("client-keys-choose",{first:t(ce,{k:"1"}),last:t(ce,{k:"9"}),back:t(ce,{k:l("client-key-backspace")}),find:t(ce,{k:"/"})})}),t("li",{children:H("client-keys-tab",{tab:t(ce,{k:l("client-key-tab")}),enter:t(ce,{k:l("client-key-enter")})})}),t("li",{children:H("client-keys-help",{help:t(ce,{k:"?"})})})]})]}):null,t("div",{class:"status-line",role:e.message?.kind==="error"?"alert":"status","aria-live":"polite",children:e.message?t("p",{class:e.message.kind,children:[e.message.kind==="error"?t("span",{"aria-hidden":"true",children:"⚠ "}):null,e.message.text]},e.message.at):null}),t("main",{children:[c.end?t(Ga,{end:c.end,game:oe(c)}):null,r??t("p",{class:"lobby",children:c.raw_status==="lobby"?l("client-table-not-started",{the:he(oe(c),!0)}):yt(c)}),c.talk&&!c.gm?.tools?t(hl,{panel:c,talk:c.talk}):null,t("div",{id:"panel",tabIndex:-1,children:[t(Tl,{panel:c}),c.gm?t(Dl,{panel:c,gm:c.gm}):null]})]})]})})}function to(){const e=document.getElementById("tk-client");if(!e)return;const n=e.dataset.base??"",a=(location.protocol==="https:"?"wss://":"ws://")+location.host+(e.dataset.ws??"");let o={screen:null,link:"connecting",message:null},c=null;const r=()=>{c&&fi(t(no,{...o,actions:b}),c)},d=u=>{o={...o,...u},r()},s=()=>{c||(c=document.createElement("div"),c.id="tk-app",document.querySelectorAll("link[rel=stylesheet][href*='/static/client/']").forEach(u=>{document.head.appendChild(u)}),document.querySelectorAll("head style").forEach(u=>u.remove()),document.body.replaceChildren(c),document.body.classList.add("tk-client"))},m=(u,p="info")=>d({message:{text:u,kind:p,at:Date.now()}}),h=new el(a,n,{screen(u){s();const p=o.message&&o.message.kind==="info";d({screen:u,...p?{message:null}:{}})},state(u){d({link:u})},error(u){m(u,"error")}}),b={live:h,say:m,async post(u,p){const $=await h.post(u,p);return $.error?(m($.error,"error"),!1):!0}};window.tenkaichi={live:h,ready:()=>o.screen!==null},h.start()}to();
