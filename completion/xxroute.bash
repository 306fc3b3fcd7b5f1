# bash completion for xxroute: subcommands, their options, the values of
# --format and --payout, game names and variants (asked of `xxroute games`
# as you type), files elsewhere. Installed as
# share/bash-completion/completions/xxroute.

_xxroute_games() {
  "${COMP_WORDS[0]}" games 2>/dev/null | cut -d' ' -f1
}

# The variants of GAME, from its `xxroute games` line "NAME  TITLE  (variants: A B)".
_xxroute_variants() {
  "${COMP_WORDS[0]}" games 2>/dev/null |
    sed -n "s/^$1  .*(variants: \\(.*\\))\$/\\1/p" | tr ' ' '\n'
}

_xxroute() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  local commands="solve check verify whatif bench games dividends show render new apply import audit serve"
  local sub="" i
  for ((i = 1; i < COMP_CWORD; i++)); do
    case " $commands " in *" ${COMP_WORDS[i]} "*) sub=${COMP_WORDS[i]}; break ;; esac
  done
  COMPREPLY=()
  if [ -z "$sub" ]; then
    COMPREPLY=($(compgen -W "$commands --help --version --strict" -- "$cur"))
    return
  fi
  local opts
  case $sub in
    solve) opts="--company -c --format --time-limit --svg --stop-ids --tile-ids --fix --threads -j" ;;
    check) opts="--company -c --routes --declared --format --time-limit --threads -j" ;;
    verify) opts="--quiet -q --facts --format --threads -j" ;;
    whatif) opts="--company -c --trains --add-train --remove-train --lay --token --block --buy-train --return-train --export --fix
                  --phase --exchange --cgr-keep --discard --scenarios --best-lay --colors --best-token --buy --top --rank --format
                  --threads -j" ;;
    bench) opts="--repeat --format --threads -j" ;;
    games) opts="" ;;
    dividends) opts="--company -c --income --subsidy --payout --last-round --format" ;;
    show) opts="--variant --tiles --map --svg" ;;
    render) opts="--company -c --routes --stop-ids --tile-ids --output -o" ;;
    new) opts="--variant --companies --players --names --output -o" ;;
    apply) opts="--company -c --float --trains --add-train --remove-train --lay --token --block --buy-train --return-train --export
                 --phase --exchange --cgr-keep --discard --end-turn --pay --withhold --half --routes --declared --recorded --take-loan
                 --repay-loan --borrow-train --marker --bankrupt --buy-train-from --president-pays --take-over --turn-train
                 --scrap-train --shares --par --subsidy --sell-shares --buy-shares --buy-private --sell-private --exchange-private
                 --end-round --draw --format" ;;
    import) opts="--output -o --upto" ;;
    audit) opts="--upto --format --svg --time-limit --threads -j" ;;
    serve) opts="--port --listen --company -c" ;;
  esac
  opts="$opts --help -h --strict"
  case $prev in
    --format) COMPREPLY=($(compgen -W "text json jsonl" -- "$cur")); return ;;
    --payout) COMPREPLY=($(compgen -W "full withhold half" -- "$cur")); return ;;
    --colors) COMPREPLY=($(compgen -W "yellow green brown gray" -- "$cur")); return ;;
    --rank) COMPREPLY=($(compgen -W "gain per-money" -- "$cur")); return ;;
    --variant)
      local game=""
      for ((i = i + 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
          -*) ;;
          *) case ${COMP_WORDS[i-1]} in --variant|--companies|--players|--names|--output|-o) ;; *) [ -n "$game" ] || game=${COMP_WORDS[i]} ;; esac ;;
        esac
      done
      [ -n "$game" ] && COMPREPLY=($(compgen -W "$(_xxroute_variants "$game")" -- "$cur"))
      return ;;
    --company|-c|--routes|--fix|--declared|--time-limit|--threads|-j|--income|--subsidy|--repeat|--top|--trains|--add-train|\
    --remove-train|--lay|--token|--block|--phase|--buy-train|--return-train|--export|--exchange|--cgr-keep|--discard|--companies|--float|--players|--names|\
    --president-pays|--take-over|--turn-train|--scrap-train|--sell-shares|--buy-shares|--buy-private|--sell-private|--exchange-private|--draw|--upto)
      return ;;
  esac
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  elif { [ "$sub" = show ] && [ "$prev" != --svg ]; } || [ "$sub" = new ]; then
    COMPREPLY=($(compgen -W "$(_xxroute_games)" -- "$cur"))
  elif [ "$sub" != games ]; then
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -F _xxroute xxroute
