#!/usr/bin/env python3
"""Whether a change touched comments only.
  src/bench/code-unchanged.py <base> [<repo>]
For every .java file changed since <base>, its code (comments removed, white space folded) is
compared with the same file at <base>; each file whose code differs is printed. Exit 1 if any does.
String, character and text-block literals are kept as they are: a comment marker inside one is code."""
import subprocess, sys, re

def strip(src):
    out=[]; i=0; n=len(src)
    while i<n:
        if src.startswith('"""',i):
            j=src.find('"""',i+3)
            while j!=-1 and src[j-1]=='\\': j=src.find('"""',j+1)
            j=n if j==-1 else j+3; out.append(src[i:j]); i=j
        elif src[i]=='"' or src[i]=="'":
            q=src[i]; j=i+1
            while j<n and src[j]!=q:
                j+=2 if src[j]=='\\' else 1
            out.append(src[i:j+1]); i=j+1
        elif src.startswith('//',i):
            j=src.find('\n',i); i=n if j==-1 else j
        elif src.startswith('/*',i):
            j=src.find('*/',i+2); i=n if j==-1 else j+2; out.append(' ')
        else:
            out.append(src[i]); i+=1
    return re.sub(r'\s+',' ',''.join(out)).strip()

base=sys.argv[1]; repo=sys.argv[2] if len(sys.argv)>2 else '.'
files=subprocess.run(['git','-C',repo,'diff','--name-only',base,'--','*.java'],capture_output=True,text=True).stdout.split()
bad=0
for f in files:
    try: old=subprocess.run(['git','-C',repo,'show',f'{base}:{f}'],capture_output=True,text=True,check=True).stdout
    except subprocess.CalledProcessError: old=''
    try: new=open(f'{repo}/{f}').read()
    except FileNotFoundError: new=''
    if strip(old)!=strip(new): print('code differs:',f); bad=1
print(f'{len(files)} changed .java files checked; '+('some differ' if bad else 'code the same in all'))
sys.exit(bad)
